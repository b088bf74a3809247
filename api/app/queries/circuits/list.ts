import type { HttpContext } from '@adonisjs/core/http'
import Circuit from '#models/circuit'
import { tenancy } from '#services/tenancy/scopes'
import { paginateList } from '#services/list_query'

/** A page of the circuits (part 1 §2 "Configuration"): sorted, searched by name, filtered. */
export const circuitList = (ctx: HttpContext) =>
  paginateList(ctx, tenancy.owned(Circuit.query(), ctx.actor), {
    accountColumn: 'circuits.account_id',
    sortable: { name: 'circuits.name', code: 'circuits.code', status: 'circuits.status' },
    defaultSort: ['name', 'asc'],
    search: ['circuits.name'],
    filters: {
      channel: (q, value) => q.where('circuits.channel', String(value)),
      status: (q, value) => q.where('circuits.status', String(value)),
    },
  })
