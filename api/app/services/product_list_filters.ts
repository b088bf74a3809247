import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Product from '#models/product'
import { categorySubtree } from '#services/product_search/category_subtree'
import { toCents } from '#services/product_search/database_product_search'
import { whereKeyword } from '#services/product_search/keyword_index'

type Query = ModelQueryBuilderContract<typeof Product, any>

const euros = (value: string | string[]) => {
  const number = Number(String(value).replace(',', '.'))
  return Number.isFinite(number) ? toCents(number) : null
}

/**
 * The filters of the back-office product list: `q` (name, trimmed, words of the label through the
 * full-text index), `status` (absent: all), `priceMin`/`priceMax` in euros on the grade-A buy-back price
 * (both applied as given, even when min > max), `categoryId` (main category, descendants included).
 */
export async function productListFilters(params: Record<string, any>) {
  const categoryId = Number(params.categoryId)
  const subtree = Number.isInteger(categoryId) ? await categorySubtree(categoryId) : undefined

  return {
    q: (query: Query, value: string | string[]) =>
      whereKeyword(query, String(value).trim(), 'label', query.client.dialect.name),
    status: (query: Query, value: string | string[]) => {
      if (value === 'draft' || value === 'published') query.where('products.status', value)
    },
    priceMin: (query: Query, value: string | string[]) => {
      const cents = euros(value)
      if (cents !== null) query.where('products.buyback_price_grade_a', '>=', cents)
    },
    priceMax: (query: Query, value: string | string[]) => {
      const cents = euros(value)
      if (cents !== null) query.where('products.buyback_price_grade_a', '<=', cents)
    },
    categoryId: (query: Query) => {
      if (subtree === undefined) return
      if (subtree === null) query.whereRaw('1 = 0')
      else query.whereIn('products.category_id', subtree)
    },
  }
}
