import Product from '#models/product'
import type Category from '#models/category'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'
import { productOfCategory } from '#queries/categories/subtree_ids'

const PRICED_COLUMNS = [
  'id',
  'buyback_price_grade_a',
  'buyback_price_grade_b',
  'buyback_price_grade_c',
  'buyback_price_grade_d',
  'buyback_price_grade_e',
  'buyback_price_functional',
  'buyback_zero_not_allowed',
].map((column) => `products.${column}`)

const PICKER_SIZE = 20

/** Up to 20 products the caller sees, of the category or below it, whose label holds `q`. */
export function productsToTry(actor: Actor, category: Category, q: string) {
  const query = tenancy
    .products(Product.query(), actor)
    .select('products.id', 'products.label', 'products.brand')
    .whereIn('products.category_id', productOfCategory(category))
    .orderBy('products.label')
    .limit(PICKER_SIZE)
  if (q) query.where('products.label', 'like', `%${q}%`)
  return query
}

/** A product of the category or below it with its prices, for the estimate preview; 404 otherwise. */
export const pricedProductOf = (actor: Actor, category: Category, productId: string | number) =>
  tenancy
    .products(Product.query(), actor)
    .select(PRICED_COLUMNS)
    .where('products.id', productId)
    .whereIn('products.category_id', productOfCategory(category))
    .firstOrFail()
