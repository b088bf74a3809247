import type { HttpContext } from '@adonisjs/core/http'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Organization from '#models/organization'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'
import { keptWhileEntitiesHold } from '#services/tenancy/kept_by_entities'
import { paginateList } from '#services/list_query'
import { presentEntity } from '#services/entity_presenter'
import { plainRecords } from '#services/plain_records'
import { createEntityValidator, updateEntityValidator } from '#validators/entity'
import { createEntity, updateEntity } from '#actions/entities/save_entity'
import { claimEdit } from '#services/concurrency'
import { targetAccountId } from '#services/tenancy/target_account'
import { withAccountNames } from '#services/account_names'
import { issueVisitorToken } from '#services/auth/visitor_tokens'

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
      },
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
