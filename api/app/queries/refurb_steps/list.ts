import type { HttpContext } from '@adonisjs/core/http'
import { paginateList } from '#services/list_query'
import { stepsWithCosts } from '#queries/refurb_steps/show'

/** A page of the refurb steps (part 1 §2 "Refurbishment"): sorted, searched, filtered by stock. */
export const refurbStepList = (ctx: HttpContext) =>
  paginateList(ctx, stepsWithCosts(ctx.actor), {
    accountColumn: 'refurb_steps.account_id',
    sortable: { name: 'refurb_steps.name', status: 'refurb_steps.status' },
    defaultSort: ['name', 'asc'],
    search: ['refurb_steps.name', 'refurb_steps.description'],
    filters: { stockId: (q, value) => q.where('refurb_steps.stock_id', Number(value)) },
  })
