import type { HttpContext } from '@adonisjs/core/http'
import Product from '#models/product'
import { tenancy } from '#services/tenancy/scopes'
import { paginateList } from '#services/list_query'
import { speaksSpecification } from '#services/list_dialect'
import {
  planProductPage,
  productListCountCache,
  PRODUCT_LIST_RANGES,
  productListFilters,
} from '#services/product_list_filters'
import { selectProductRows, type ProductRow } from '#presenters/product'
import { MAX_PAGE_SIZE, RELEVANCE, SORTABLE } from '#queries/products/list_options'
import { productsByRelevance } from '#queries/products/relevance'

/** A page of the back-office list (part 1 §2 "Products list page"), in the ra-data-json-server dialect. */
export async function productList(ctx: HttpContext): Promise<ProductRow[]> {
  const params = ctx.request.qs()
  const { q, _sort: sort } = params
  // A name given and no column chosen: the relevance order of the search, typos forgiven.
  const backOffice = !speaksSpecification(params, ctx.request.header('accept'))
  if (backOffice && typeof q === 'string' && q.trim() && (sort === undefined || sort === RELEVANCE)) {
    return productsByRelevance(ctx, q.trim())
  }
  // Counted on the products alone; the category's label is joined for the page read only.
  const query = tenancy.products(Product.query(), ctx.actor).pojo<ProductRow>()
  return paginateList(ctx, query, {
    accountColumn: 'products.account_id',
    sortable: SORTABLE,
    defaultSort: ['label', 'asc'],
    filters: await productListFilters(params),
    ranges: PRODUCT_LIST_RANGES,
    maxPageSize: MAX_PAGE_SIZE,
    countCache: productListCountCache(ctx.actor),
    // A name search counts through the full-text index: as dear as a large count, so kept whatever its size.
    countCacheFrom: typeof q === 'string' && q.trim() ? 0 : undefined,
    planPage: (page, context) => {
      selectProductRows(page)
      planProductPage(page, context, ctx.actor, ctx.request.qs())
    },
  })
}
