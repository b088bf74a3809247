import type { HttpContext } from '@adonisjs/core/http'
import Organization from '#models/organization'
import { keptWhileEntitiesHold } from '#services/tenancy/kept_by_entities'
import { paginateList } from '#services/list_query'
import { plainRecords } from '#services/plain_records'
import { inTreeOrder, visibleEntities } from '#queries/entities/tree_order'

/** A page of `/entities`: sorted by tree path by default, so that the list reads as the tree. */
export async function entityList(ctx: HttpContext) {
  const query = visibleEntities(ctx.actor).pojo<Record<string, any>>()
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
    // The count reads entities alone: kept while none changes.
    keptTotal: (counted) => {
      const { sql, bindings } = counted.toSQL()
      return keptWhileEntitiesHold(ctx.actor, `entities ${sql} ${JSON.stringify(bindings)}`, async () =>
        Number((await counted)[0].total)
      )
    },
  })
  return plainRecords(Organization, rows)
}
