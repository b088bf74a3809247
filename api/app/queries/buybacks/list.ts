import type { HttpContext } from '@adonisjs/core/http'
import Buyback from '#models/buyback'
import { applyListFilters, paginateList } from '#services/list_query'
import { plainRecords } from '#services/plain_records'
import { predeclaredBuybacks, visibleBuybacks } from '#services/buybacks/scope'
import { listOptions, withNames } from '#services/buybacks/list_options'

/** A page of `/buybacks`: the buy-backs the caller's role may see (DESIGN.md §2), filtered and sorted. */
export async function buybackList(ctx: HttpContext) {
  const query = visibleBuybacks(ctx.actor).pojo<Record<string, any>>()
  return plainRecords(Buyback, await paginateList(ctx, query, listOptions(ctx.actor, ctx.request.qs())))
}

/** A page of the pre-declared buy-backs, with the list's filters, sorts and pages. */
export async function predeclaredList(ctx: HttpContext) {
  const query = predeclaredBuybacks(ctx.actor).pojo<Record<string, any>>()
  return plainRecords(Buyback, await paginateList(ctx, query, listOptions(ctx.actor, ctx.request.qs())))
}

/** What the CSV export reads: the filtered list, and the names of a page of its rows. */
export function buybackExportRows(ctx: HttpContext) {
  const params = ctx.request.qs()
  const query = applyListFilters(params, visibleBuybacks(ctx.actor), listOptions(ctx.actor, params))
  const named = (ids: number[]) => withNames(Buyback.query().whereIn('buybacks.id', ids), ctx.actor)
  return { params, query, named }
}
