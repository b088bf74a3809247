import db from '@adonisjs/lucid/services/db'
import BusinessError from '#exceptions/business_error'
import type Category from '#models/category'

/**
 * Part 2 §5: deletion is refused while products, diagnostic questions or subcategories are attached, and
 * while buy-backs or items keep a reference to it (their history must stay readable).
 */
export async function deleteCategory(category: Category) {
  await db.transaction(async (trx) => {
    const has = async (query: ReturnType<typeof trx.from>) => Boolean(await query.select('*').first())
    if (await has(trx.from('categories').where('parent_id', category.id))) {
      throw new BusinessError('category_has_children', 409)
    }
    const products =
      (await has(trx.from('products').where('category_id', category.id))) ||
      (await has(trx.from('product_secondary_categories').where('category_id', category.id)))
    if (products) throw new BusinessError('category_has_products', 409)
    if (await has(trx.from('diagnostic_questions').where('category_id', category.id))) {
      throw new BusinessError('category_has_questions', 409)
    }
    const history =
      (await has(trx.from('buybacks').where('category_id', category.id))) ||
      (await has(trx.from('items').where('category_id', category.id)))
    if (history) throw new BusinessError('category_has_buybacks', 409)
    category.useTransaction(trx)
    await category.delete()
  })
}
