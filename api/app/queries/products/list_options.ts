import type Product from '#models/product'
import { orderByText } from '#services/product_search/text_order'

type ProductQuery = ReturnType<typeof Product.query>

const byText = (column: string) => (query: ProductQuery, order: 'asc' | 'desc') =>
  orderByText(query, column, order)

/** The columns the products list sorts by. */
export const SORTABLE = {
  label: byText('products.label'),
  brand: byText('products.brand'),
  'category.label': byText('category.label'),
  buybackPriceGradeA: 'products.buyback_price_grade_a',
  status: 'products.status',
}

/** `_sort=relevance`: the order of a name search when the user picked no column. */
export const RELEVANCE = 'relevance'
export const MAX_PAGE_SIZE = 100
