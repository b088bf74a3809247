import type { HttpContext } from '@adonisjs/core/http'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Organization from '#models/organization'
import User from '#models/user'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'
import { keptWhileEntitiesHold } from '#services/tenancy/kept_by_entities'
import { paginateList } from '#services/list_query'
import { presentEntity } from '#services/entity_presenter'
import { plainRecords } from '#services/plain_records'
import { availableParentsValidator, createEntityValidator, updateEntityValidator } from '#validators/entity'
import { createEntity } from '#actions/entities/create_entity'
import { updateEntity } from '#actions/entities/update_entity'
import { claimEdit } from '#services/concurrency'
import { targetAccountId } from '#services/tenancy/target_account'
import { withAccountNames } from '#services/account_names'
import { issueVisitorToken } from '#services/auth/visitor_tokens'
import { MODULE_OF_TYPE, PARENT_TYPES, type OrganizationType } from '#domain/entity_tree'
import { MODULES } from '#permissions/names'
import WarehouseDispatchRule from '#models/warehouse_dispatch_rule'

/** The search token of `typesense`: a storefront page asks again when it has expired. */
const SEARCH_TOKEN_LIFETIME_MS = 15 * 60 * 1000

type EntityQuery = ModelQueryBuilderContract<typeof Organization, Record<string, any>>

/**
 * The tree order: each entity's own path (`path || id || '/'`) sorted as text reads as the tree, depth
 * first. It is kept beside the entity by triggers (migration 0101) and indexed by account, so that a page
 * walks that index and stops at the page; the ties (none: the path holds the id) go by the same index.
 */
function inTreeOrder(query: EntityQuery, order: 'asc' | 'desc') {
  query
    .select('organizations.*')
    .join('organization_tree_order', (on) => {
      on.on('organization_tree_order.organization_id', 'organizations.id').andOn(
        'organization_tree_order.account_id',
        'organizations.account_id'
      )
    })
    .orderBy('organization_tree_order.tree_path', order)
  return 'organization_tree_order.organization_id'
}

/** An entity the caller may see; another account's is simply not found. */
const visibleEntity = (actor: Actor, id: string) =>
  tenancy.organizations(Organization.query(), actor).where('organizations.id', id).firstOrFail()

/** An entity and everything under it, among what the caller sees. */
const subtreeOf = (actor: Actor, entity: Organization) =>
  tenancy
    .organizations(Organization.query(), actor)
    .where((tree) =>
      tree
        .where('organizations.id', entity.id)
        .orWhere('organizations.path', 'like', `${entity.path}${entity.id}/%`)
    )

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0)

/** The organisation tree of part 1 §2 "Entities", in the ra-data-json-server dialect. */
export default class EntitiesController {
  /** Sorted by tree path by default, so that the list reads as the tree (each row has its depth). */
  async index(ctx: HttpContext) {
    const query = tenancy.organizations(Organization.query(), ctx.actor).pojo<Record<string, any>>()
    const rows = await paginateList(ctx, query, {
      accountColumn: 'organizations.account_id',
      sortable: {
        tree: inTreeOrder,
        commonName: 'organizations.common_name',
        type: 'organizations.type',
        city: 'organizations.city',
        status: 'organizations.status',
      },
      defaultSort: ['tree', 'asc'],
      search: ['organizations.common_name', 'organizations.external_id', 'organizations.city'],
      filters: {
        type: (q, value) => q.whereIn('organizations.type', ([] as string[]).concat(value)),
        status: (q, value) => q.where('organizations.status', String(value)),
        parentId: (q, value) => q.where('organizations.parent_id', Number(value)),
        // The specification's name of the same filter (part 2 §7).
        parentOrganizationId: (q, value) => q.where('organizations.parent_id', Number(value)),
      },
      exists: { parentOrganizationId: 'organizations.parent_id' },
      // The count reads entities alone: kept while none changes (2,000 stores: a statement less).
      keptTotal: (counted) => {
        const { sql, bindings } = counted.toSQL()
        return keptWhileEntitiesHold(ctx.actor, `entities ${sql} ${JSON.stringify(bindings)}`, async () =>
          Number((await counted)[0].total)
        )
      },
    })
    return withAccountNames(plainRecords(Organization, rows).map(presentEntity))
  }

  /** Part 2 §7 `organizations/tree`: every entity the caller sees, in tree order, not paged. */
  async tree({ actor }: HttpContext) {
    const query = tenancy.organizations(Organization.query(), actor)
    inTreeOrder(query, 'asc')
    return withAccountNames((await query).map(presentEntity))
  }

  /** Part 2 §7 `organizations/root`: the top of the caller's tree (its account's root entity). */
  async root({ actor }: HttpContext) {
    const query = tenancy.organizations(Organization.query(), actor)
    inTreeOrder(query, 'asc')
    return presentEntity(await query.firstOrFail())
  }

  /**
   * Part 2 §7 `organizations/{id}/typesense`: the search index's token and address. The product search runs
   * in the database (services/product_search), so this answers that search's own: a short-lived visitor
   * token of the organisation's account, which `GET /api/storefront/products` (the `url`) takes as its
   * bearer token. Only an organisation of the caller's own storefront account is found.
   */
  async typesense(ctx: HttpContext) {
    const entity = await Organization.query()
      .where('id', ctx.params.id)
      .where('account_id', ctx.storefrontCaller.accountId)
      .firstOrFail()
    const { token, expiresAt } = issueVisitorToken(entity.accountId, SEARCH_TOKEN_LIFETIME_MS)
    return { token, expiresAt, url: '/api/storefront/products', accountId: entity.accountId }
  }

  /**
   * Part 2 §7 `organizations/available-parents`: the entities the caller sees that an entity of `type` may
   * hang under (domain/entity_tree.ts); for an entity that moves (`id`), neither itself nor what is under it.
   */
  async availableParents({ request, actor }: HttpContext) {
    const { type, id } = await request.validateUsing(availableParentsValidator, { data: request.qs() })
    const query = tenancy
      .organizations(Organization.query(), actor)
      .whereIn('organizations.type', [...PARENT_TYPES[type]])
    if (id) {
      const moved = await visibleEntity(actor, String(id))
      query
        .whereNot('organizations.id', moved.id)
        .whereNot('organizations.path', 'like', `${moved.path}${moved.id}/%`)
    }
    inTreeOrder(query, 'asc')
    return (await query).map(presentEntity)
  }

  /**
   * Part 2 §7 `organizations/{id}/module-count`: the entities of the subtree of an entity (itself included)
   * by the module each belongs to.
   */
  async moduleCount({ params, actor }: HttpContext) {
    const entity = await visibleEntity(actor, params.id)
    const rows = await subtreeOf(actor, entity)
      .groupBy('organizations.type')
      .count('* as total')
      .select('organizations.type')
    const byModule = Object.fromEntries(MODULES.map((module) => [module, 0]))
    for (const row of rows) {
      byModule[MODULE_OF_TYPE[row.type as OrganizationType]] += Number(row.$extras.total)
    }
    return { id: entity.id, total: sum(byModule), byModule }
  }

  /**
   * Part 2 §7 `organizations/{id}/users-module-count`: the users whose module hangs on the entity or under
   * it, by module (a user with two modules there counts in each).
   */
  async usersModuleCount({ params, actor }: HttpContext) {
    const entity = await visibleEntity(actor, params.id)
    const rows = await tenancy
      .users(User.query(), actor)
      .join('user_modules', 'user_modules.user_id', 'users.id')
      .whereIn('user_modules.organization_id', subtreeOf(actor, entity).select('organizations.id'))
      .groupBy('user_modules.module')
      .select('user_modules.module')
      .countDistinct('users.id as total')
    const byModule = Object.fromEntries(MODULES.map((module) => [module, 0]))
    for (const row of rows) byModule[row.$extras.module] = Number(row.$extras.total)
    return { id: entity.id, total: sum(byModule), byModule }
  }

  /**
   * Part 2 §7 `organizations/connected-warehouses`: the workshops the caller's account sends items to, as
   * its enabled warehouse dispatch rules name them (services/warehouse_dispatch.ts reads the same rules).
   */
  async connectedWarehouses({ actor }: HttpContext) {
    const rules = await tenancy
      .owned(WarehouseDispatchRule.query(), actor)
      .where('status', 'enabled')
      .preload('warehouses')
    const ids = new Set<number>()
    for (const rule of rules) {
      if (rule.defaultWarehouseId) ids.add(rule.defaultWarehouseId)
      for (const warehouse of rule.warehouses) ids.add(warehouse.id)
    }
    const warehouses = await Organization.query()
      .whereIn('id', [...ids])
      .where('type', 'warehouse')
      .orderBy('common_name')
    return warehouses.map(presentEntity)
  }

  async show({ params, actor }: HttpContext) {
    return presentEntity(await visibleEntity(actor, params.id))
  }

  async store(ctx: HttpContext) {
    const { request, actor, response, i18n } = ctx
    const accountId = await targetAccountId(ctx)
    const fields = await request.validateUsing(createEntityValidator, { meta: { accountId } })
    return response.created(presentEntity(await createEntity(actor, accountId, fields, i18n)))
  }

  async update({ params, request, actor, i18n }: HttpContext) {
    const entity = await visibleEntity(actor, params.id)
    claimEdit(entity, request.input('version'))
    const fields = await request.validateUsing(updateEntityValidator, {
      meta: { accountId: entity.accountId, entityId: entity.id },
    })
    return presentEntity(await updateEntity(actor, entity, fields, i18n))
  }
}
