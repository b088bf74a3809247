import type { HttpContext } from '@adonisjs/core/http'
import { paginateList } from '#services/list_query'
import { rulesWithDetails } from '#queries/dispatch_circuit_rules/show'

/** A page of `GET dispatch-circuit-rules` (part 2 §7): sorted, searched by description, filtered. */
export const dispatchCircuitRuleList = (ctx: HttpContext) =>
  paginateList(ctx, rulesWithDetails(ctx.actor), {
    accountColumn: 'dispatch_circuit_rules.account_id',
    sortable: {
      id: 'dispatch_circuit_rules.id',
      status: 'dispatch_circuit_rules.status',
      description: 'dispatch_circuit_rules.description',
    },
    defaultSort: ['id', 'asc'],
    search: ['dispatch_circuit_rules.description'],
    filters: {
      status: (q, value) => q.where('dispatch_circuit_rules.status', String(value)),
      circuitId: (q, value) => q.where('dispatch_circuit_rules.circuit_id', Number(value)),
    },
  })
