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
    return plainRecords(Organization, rows).map(presentEntity)
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
