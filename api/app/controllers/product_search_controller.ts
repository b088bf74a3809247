import type { HttpContext } from '@adonisjs/core/http'
import { BOUNDS } from '#domain/bounds'
import { productSearchValidator, productSuggestionsValidator } from '#validators/product'
import { productSearch } from '#services/product_search/database_product_search'
import { searchScopeOf, type ProductSearchQuery } from '#services/product_search/product_search'
import { presentProductRow, presentPublicProduct } from '#presenters/product'
import type { Infer } from '@vinejs/vine/types'

type Criteria = Infer<typeof productSearchValidator>

/** Suggestions shown under the storefront's search box. */
export const SUGGESTIONS = 8

function searchQuery(criteria: Criteria): Omit<ProductSearchQuery, 'accountId'> {
  const { sort, order, page, perPage, ...filters } = criteria
  return {
    ...filters,
    sort: sort ? { field: sort, order: order?.toLowerCase() === 'desc' ? 'desc' : 'asc' } : undefined,
    page: page ?? 1,
    perPage: perPage ?? BOUNDS.searchPageSize,
  }
}

/**
 * The product search (keyword by relevance, category with descendants, IMEI through TAC codes, status,
 * price range), answered as `{ items, total, totalIsLowerBound, page, perPage, didYouMean }`, 40 per page by
 * default. A keyword's matches are counted up to BOUNDS.searchMatchesCounted: `totalIsLowerBound` is true
 * when more match than `total` ("more than 1,000"). `didYouMean` is the corrected keyword when nothing was
 * found and close catalogue words exist, else null.
 */
export default class ProductSearchController {
  /** GET /api/products/search: the back office and its wizards, within the caller's tenancy. */
  async backOffice({ request, actor }: HttpContext) {
    const query = searchQuery(await request.validateUsing(productSearchValidator, { data: request.qs() }))
    const scope = searchScopeOf(actor)
    const { rows, total, totalIsLowerBound, didYouMean } = scope
      ? await productSearch.search({ ...query, ...scope })
      : { rows: [], total: 0, totalIsLowerBound: false, didYouMean: null }
    return {
      items: rows.map(presentProductRow),
      total,
      totalIsLowerBound,
      page: query.page,
      perPage: query.perPage,
      didYouMean,
    }
  }

  /** GET /api/store/products: the store wizard's search, published products of the seller's account. */
  async store({ request, actor }: HttpContext) {
    const query = searchQuery(await request.validateUsing(productSearchValidator, { data: request.qs() }))
    const { rows, total, totalIsLowerBound, didYouMean } = await productSearch.search({
      ...query,
      accountId: actor.accountId,
      status: 'published',
      activeCategoriesOnly: true,
    })
    return {
      items: rows.map(presentPublicProduct),
      total,
      totalIsLowerBound,
      page: query.page,
      perPage: query.perPage,
      didYouMean,
    }
  }

  /** GET /api/storefront/products: published products of the visitor's storefront account only. */
  async storefront({ request, storefrontCaller }: HttpContext) {
    const query = searchQuery(await request.validateUsing(productSearchValidator, { data: request.qs() }))
    const { rows, total, totalIsLowerBound, didYouMean } = await productSearch.search({
      ...query,
      accountId: storefrontCaller.accountId,
      status: 'published',
      activeCategoriesOnly: true,
    })
    return {
      items: rows.map(presentPublicProduct),
      total,
      totalIsLowerBound,
      page: query.page,
      perPage: query.perPage,
      didYouMean,
    }
  }

  /**
   * GET /api/storefront/products/suggestions: the first products of the storefront search as the customer
   * types (the last word may be unfinished), `{ items, total, totalIsLowerBound }`.
   */
  async suggestions({ request, storefrontCaller }: HttpContext) {
    const { keyword } = await request.validateUsing(productSuggestionsValidator, { data: request.qs() })
    const { rows, total, totalIsLowerBound } = await productSearch.search({
      keyword,
      prefixLastWord: true,
      accountId: storefrontCaller.accountId,
      status: 'published',
      activeCategoriesOnly: true,
      page: 1,
      perPage: SUGGESTIONS,
    })
    return { items: rows.map(presentPublicProduct), total, totalIsLowerBound }
  }
}
