import type { HttpContext } from '@adonisjs/core/http'
import Product from '#models/product'
import { tenancy } from '#services/tenancy/scopes'
import { answerListTotal, listRequestOf, paginateList } from '#services/list_query'
import { speaksSpecification } from '#services/list_dialect'
import {
  planProductPage,
  productListCountCache,
  PRODUCT_LIST_RANGES,
  productListFilters,
  productListSearchFilters,
} from '#services/product_list_filters'
import { orderByText } from '#services/product_search/text_order'
import {
  presentProduct,
  presentProductRow,
  productRowOf,
  selectProductRows,
  type ProductRow,
} from '#services/product_presenter'
import { productValidator } from '#validators/product'
import { visibilityOf } from '#services/tenancy/visibility'
import { createProduct } from '#actions/products/create_product'
import { updateProduct } from '#actions/products/update_product'
import { deleteProduct } from '#actions/products/delete_product'
import { loadProductRelations } from '#queries/products/with_relations'
import { storeProductImage } from '#actions/products/store_product_image'
import { claimEdit } from '#services/concurrency'
import { productSearch } from '#services/product_search/database_product_search'
import { searchScopeOf } from '#services/product_search/product_search'
import { namesAccount, targetAccountId } from '#services/tenancy/target_account'
import { withAccountNames } from '#services/account_names'

type ProductQuery = ReturnType<typeof Product.query>
const byText = (column: string) => (query: ProductQuery, order: 'asc' | 'desc') =>
  orderByText(query, column, order)

const SORTABLE = {
  label: byText('products.label'),
  brand: byText('products.brand'),
  'category.label': byText('category.label'),
  buybackPriceGradeA: 'products.buyback_price_grade_a',
  status: 'products.status',
}

/** The list's rows; a super admin's name the client each product belongs to (the client column). */
const listRows = (ctx: HttpContext, rows: ProductRow[]) =>
  ctx.actor.isSuperAdmin
    ? withAccountNames(rows.map((row) => ({ ...presentProductRow(row), accountId: Number(row.account_id) })))
    : rows.map(presentProductRow)

/** `_sort=relevance`: the order of a name search when the user picked no column. */
const RELEVANCE = 'relevance'
const MAX_PAGE_SIZE = 100

export default class ProductsController {
  /** The back-office list (part 1 §2 "Products list page"), in the ra-data-json-server dialect. */
  async index(ctx: HttpContext) {
    const params = ctx.request.qs()
    const { q, _sort: sort } = params
    // A name given and no column chosen: the relevance order of the search, typos forgiven.
    const backOffice = !speaksSpecification(params, ctx.request.header('accept'))
    if (backOffice && typeof q === 'string' && q.trim() && (sort === undefined || sort === RELEVANCE)) {
      return this.#byRelevance(ctx, q.trim())
    }
    // Counted on the products alone; the category's label is joined for the page read only.
    const query = tenancy.products(Product.query(), ctx.actor).pojo<ProductRow>()
    const rows = await paginateList(ctx, query, {
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
    return listRows(ctx, rows)
  }

  /** The list's page of a name search ranked by relevance, with the list's other filters and total header. */
  async #byRelevance(ctx: HttpContext, keyword: string) {
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
    return listRows(ctx, rows)
  }

  async show({ params, actor }: HttpContext) {
    const product = await tenancy
      .products(Product.query(), actor)
      .where('products.id', params.id)
      .firstOrFail()
    return presentProduct(await loadProductRelations(product))
  }

  /** A super admin's product goes to the account of its main category, or must be of the one it names. */
  async store(ctx: HttpContext) {
    const { request, actor, response } = ctx
    const named = namesAccount(ctx) ? await targetAccountId(ctx) : null
    const accountId = visibilityOf(actor).kind === 'everything' ? named : actor.accountId
    const fields = await request.validateUsing(productValidator, { meta: { accountId } })
    return response.created(presentProduct(await createProduct(fields)))
  }

  async update({ params, request, actor }: HttpContext) {
    const product = await tenancy
      .products(Product.query(), actor)
      .where('products.id', params.id)
      .firstOrFail()
    claimEdit(product, request.input('version'))
    const fields = await request.validateUsing(productValidator, { meta: { accountId: product.accountId } })
    return presentProduct(await updateProduct(product, fields))
  }

  async destroy({ params, actor }: HttpContext) {
    const product = await tenancy
      .products(Product.query(), actor)
      .where('products.id', params.id)
      .preload('category')
      .firstOrFail()
    await deleteProduct(product)
    return presentProductRow(productRowOf(product))
  }

  /** POST /api/products/images (multipart `file`): answers `{ url }` for `image` or `imageHd`. */
  async storeImage(ctx: HttpContext) {
    return ctx.response.created(await storeProductImage(ctx))
  }
}
