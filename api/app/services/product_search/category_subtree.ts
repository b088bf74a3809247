import db from '@adonisjs/lucid/services/db'
import Category from '#models/category'

/**
 * "Category with descendants": the ids of the category itself and of every category whose materialised
 * path passes through it (path LIKE '<path of X><X>/%'), or null when the category does not exist.
 * A list of ids rather than a subquery: both planners then see the values and may walk the index of the
 * requested sort instead of sorting every product of a large branch.
 */
export async function categorySubtree(categoryId: number): Promise<number[] | null> {
  const category = await Category.find(categoryId)
  if (!category) return null
  const prefix = `${category.path}${category.id}/`
  const rows: Array<{ id: number }> = await db
    .from('categories')
    .select('id')
    .where('account_id', category.accountId)
    .where((tree) => tree.where('id', category.id).orWhere('path', 'like', `${prefix}%`))
  return rows.map((row) => row.id)
}
