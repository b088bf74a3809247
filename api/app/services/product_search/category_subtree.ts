import Category from '#models/category'

/**
 * "Category with descendants": the category itself and every category whose materialised path passes
 * through it (path LIKE '<path of X><X>/%'). Answers a subquery of their ids, or null when the category does
 * not exist.
 */
export async function categorySubtree(categoryId: number) {
  const category = await Category.find(categoryId)
  if (!category) return null
  const prefix = `${category.path}${category.id}/`
  return (sub: any) => {
    sub
      .from('categories')
      .select('id')
      .where('account_id', category.accountId)
      .where((tree: any) => tree.where('id', category.id).orWhere('path', 'like', `${prefix}%`))
  }
}
