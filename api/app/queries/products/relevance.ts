import type { HttpContext } from '@adonisjs/core/http'
import { answerListTotal, listRequestOf } from '#services/list_query'
import { productListFilters, productListSearchFilters } from '#services/product_list_filters'
import { productSearch } from '#services/product_search/database_product_search'
import { searchScopeOf } from '#services/product_search/product_search'
import { MAX_PAGE_SIZE, RELEVANCE, SORTABLE } from '#queries/products/list_options'

/** The list's page of a name search ranked by relevance, with the list's other filters and total header. */
export async function productsByRelevance(ctx: HttpContext, keyword: string) {
  const params = ctx.request.qs()
  // A super admin's client filter (`accountId`) narrows the search to that client's products.
  const byAccount = ctx.actor.isSuperAdmin ? Number(params.accountId) : Number.NaN
  const scope = Number.isInteger(byAccount) ? { accountId: byAccount } : searchScopeOf(ctx.actor)
  const request = listRequestOf(ctx, {
    sortable: { ...SORTABLE, [RELEVANCE]: null },
    filters: await productListFilters({}),
    maxPageSize: MAX_PAGE_SIZE,
  })
  const { start, limit } = request
  const perPage = Math.max(1, limit)
  const { rows, total } = scope
    ? await productSearch.search({
        ...scope,
        keyword,
        ...productListSearchFilters(params),
        page: Math.floor(start / perPage) + 1,
        perPage,
        // The list's pager shows how many match, however many.
        countAll: true,
      })
    : { rows: [], total: 0 }
  answerListTotal(ctx, request, total)
  return rows
}
