import db from '@adonisjs/lucid/services/db'
import Product from '#models/product'
import { categorySubtree, underInactiveCategories } from '#services/product_search/category_subtree'
import { whereKeyword } from '#services/product_search/keyword_index'
import { orderByText } from '#services/product_search/text_order'
import type {
  ProductSearch,
  ProductSearchQuery,
  ProductSearchResult,
  SearchSortField,
} from '#services/product_search/product_search'
import { BOUNDS } from '#domain/bounds'
import { selectProductRows, type ProductRow } from '#services/product_presenter'

const SORT_COLUMNS: Record<SearchSortField, string> = {
  label: 'products.label',
  brand: 'products.brand',
  buybackPriceGradeA: 'products.buyback_price_grade_a',
  status: 'products.status',
}

/** Euros (as typed, up to 2 decimals) to the cents the database holds. */
export const toCents = (euros: number) => Math.round(euros * 100)

/**
 * The search on the application's own database: a FULLTEXT index on MySQL, FTS5 on SQLite
 * (#services/product_search/keyword_index), the other criteria as indexed SQL conditions.
 */
export class DatabaseProductSearch implements ProductSearch {
  async search(criteria: ProductSearchQuery): Promise<ProductSearchResult> {
    const query = Product.query()
    if (criteria.accountId !== null) query.where('products.account_id', criteria.accountId)
    if (criteria.buyerAccountId !== undefined) {
      query.whereIn('products.category_id', (sub) => {
        sub.from('categories').select('id').where('buyer_account_id', criteria.buyerAccountId!)
      })
    }
    if (criteria.status) query.where('products.status', criteria.status)
    if (criteria.activeCategoriesOnly) {
      query.whereNotIn('products.category_id', underInactiveCategories(criteria.accountId))
    }
    if (criteria.priceMin !== undefined) {
      query.where('products.buyback_price_grade_a', '>=', toCents(criteria.priceMin))
    }
    if (criteria.priceMax !== undefined) {
      query.where('products.buyback_price_grade_a', '<=', toCents(criteria.priceMax))
    }
    if (criteria.categoryId !== undefined) {
      const subtree = await categorySubtree(criteria.categoryId)
      if (!subtree) return { rows: [], total: 0 }
      query.where((inCategory) => {
        inCategory.whereIn('products.category_id', subtree).orWhereIn('products.id', (secondary) => {
          secondary.from('product_secondary_categories').select('product_id').whereIn('category_id', subtree)
        })
      })
    }
    if (criteria.imei) {
      query.whereIn('products.id', (sub) => {
        sub
          .from('product_tac_codes')
          .select('product_id')
          .where('tac', criteria.imei!.slice(0, BOUNDS.tac.length))
      })
    }
    const keyword = whereKeyword(query, criteria.keyword, 'all', query.client.dialect.name)
    const { field, order } = criteria.sort ?? { field: 'label', order: 'asc' }
    const page = query.clone()
    if (field === 'label' || field === 'brand') orderByText(page, SORT_COLUMNS[field], order)
    else page.orderBy(SORT_COLUMNS[field], order)
    selectProductRows(page)
      .orderBy('products.id', order)
      .offset((criteria.page - 1) * criteria.perPage)
      .limit(criteria.perPage)
    // Matches of a keyword are all read to be sorted anyway: their number comes with the page. Other
    // searches stop at the page and are counted apart, on the indexes alone.
    if (keyword) page.select(db.raw('COUNT(*) OVER () AS search_total'))
    const rows = await page.pojo<ProductRow & { search_total?: number | string }>()
    const total =
      keyword && (rows.length || criteria.page === 1)
        ? Number(rows[0]?.search_total ?? 0)
        : Number((await query.clearSelect().count('* as total').pojo<{ total: number }>())[0].total)
    return { rows: rows.map(({ search_total: _, ...row }) => row), total }
  }
}

/** The engine in use. A dedicated search engine would be swapped in here. */
export const productSearch: ProductSearch = new DatabaseProductSearch()
