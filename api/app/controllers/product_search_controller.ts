import type { HttpContext } from '@adonisjs/core/http'
import { BOUNDS } from '#domain/bounds'
import { productSearchValidator } from '#validators/product'
import { productSearch } from '#services/product_search/database_product_search'
import { searchScopeOf, type ProductSearchQuery } from '#services/product_search/product_search'
import { presentProductRow, presentPublicProduct } from '#services/product_presenter'
import type { Infer } from '@vinejs/vine/types'

type Criteria = Infer<typeof productSearchValidator>

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
 * The product search (keyword, category with descendants, IMEI through TAC codes, status, price range),
 * answered as `{ items, total, page, perPage }`, 40 per page by default.
 */
export default class ProductSearchController {
  /** GET /api/products/search: the back office and its wizards, within the caller's tenancy. */
  async backOffice({ request, actor }: HttpContext) {
    const query = searchQuery(await request.validateUsing(productSearchValidator, { data: request.qs() }))
    const scope = searchScopeOf(actor)
    const { rows, total } = scope
      ? await productSearch.search({ ...query, ...scope })
      : { rows: [], total: 0 }
    return { items: rows.map(presentProductRow), total, page: query.page, perPage: query.perPage }
  }

  /** GET /api/store/products: the store wizard's search, published products of the seller's account. */
  async store({ request, actor }: HttpContext) {
    const query = searchQuery(await request.validateUsing(productSearchValidator, { data: request.qs() }))
    const { rows, total } = await productSearch.search({
      ...query,
      accountId: actor.accountId,
      status: 'published',
      activeCategoriesOnly: true,
    })
    return { items: rows.map(presentPublicProduct), total, page: query.page, perPage: query.perPage }
  }

  /** GET /api/storefront/products: published products of the visitor's storefront account only. */
  async storefront({ request, storefrontCaller }: HttpContext) {
    const query = searchQuery(await request.validateUsing(productSearchValidator, { data: request.qs() }))
    const { rows, total } = await productSearch.search({
      ...query,
      accountId: storefrontCaller.accountId,
      status: 'published',
      activeCategoriesOnly: true,
    })
    return { items: rows.map(presentPublicProduct), total, page: query.page, perPage: query.perPage }
  }
}
