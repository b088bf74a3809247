import type { HttpContext } from '@adonisjs/core/http'
import { paginateList } from '#services/list_query'
import { rulesWithDetails } from '#queries/warehouse_dispatch_rules/show'

/** A page of `/warehouse-dispatch`, in the order the rules are tried. */
export const warehouseDispatchRuleList = (ctx: HttpContext) =>
  paginateList(ctx, rulesWithDetails(ctx.actor), {
    accountColumn: 'warehouse_dispatch_rules.account_id',
    sortable: {
      position: 'warehouse_dispatch_rules.position',
      title: 'warehouse_dispatch_rules.title',
      status: 'warehouse_dispatch_rules.status',
    },
    defaultSort: ['position', 'asc'],
    search: ['warehouse_dispatch_rules.title'],
    filters: { status: (q, value) => q.where('warehouse_dispatch_rules.status', String(value)) },
  })
