import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { categoryFamilies, type QuestionSet } from '../catalogue/categories.js'
import { finishOfLabel } from '../pictures/looks.js'

/**
 * The published products the demo's customers bring back (with the finish their picture is drawn in), the
 * console categories (sent to Lyon) and each category's family.
 */
export async function demoProducts(trx: TransactionClientContract, accountId: number) {
  const products = await trx
    .from('products')
    .where('account_id', accountId)
    .where('status', 'published')
    // Product ids are random UUIDs: without an order, MySQL would hand them in id order, a new demo each run.
    .orderBy('label')
    .orderBy('ean_code')
    .select(
      'id',
      'category_id',
      'label',
      'brand',
      'modele',
      'buyback_price_grade_a',
      'buyback_price_grade_b',
      'buyback_price_grade_c',
      'buyback_price_grade_d',
      'buyback_price_grade_e',
      'buyback_price_functional',
      'is_collecting_imei',
      'tac_codes'
    )
  const categories = await trx.from('categories').where('account_id', accountId).select('id', 'identifier')
  const families = categoryFamilies()
  return {
    products: products.map((product) => ({ ...product, finish: finishOfLabel(product.label) })),
    consoles: new Set<number>(
      categories
        .filter((row) => ['playstation', 'xbox', 'nintendo'].includes(row.identifier))
        .map((row) => row.id)
    ),
    families: new Map<number, QuestionSet>(
      categories.map((row) => [row.id, families.get(row.identifier) ?? 'phone'])
    ),
  }
}
