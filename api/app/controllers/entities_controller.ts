import type { HttpContext } from '@adonisjs/core/http'
import Organization from '#models/organization'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'
import { paginateList } from '#services/list_query'
import { presentEntity } from '#services/entity_presenter'
import { plainRecords } from '#services/plain_records'
import { createEntityValidator, updateEntityValidator } from '#validators/entity'
import { createEntity, updateEntity } from '#actions/entities/save_entity'
import { claimEdit } from '#services/concurrency'

/** The entity's own materialised path: sorted as text, the list reads as the tree, depth first. */
const ownPath = (query: { client: { dialect: { name: string } } }) =>
  query.client.dialect.name.includes('sqlite')
    ? `organizations.path || organizations.id || '/'`
    : `CONCAT(organizations.path, organizations.id, '/')`

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
        tree: (q, order) => q.orderByRaw(`${ownPath(q)} ${order}`),
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
    })
    return plainRecords(Organization, rows).map(presentEntity)
  }

  async show({ params, actor }: HttpContext) {
    return presentEntity(await visibleEntity(actor, params.id))
  }

  async store({ request, actor, response, i18n }: HttpContext) {
    const fields = await request.validateUsing(createEntityValidator, {
      meta: { accountId: actor.accountId },
    })
    return response.created(presentEntity(await createEntity(actor, fields, i18n)))
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
