import Category from '#models/category'
import type { Actor } from '#services/actor'
import { withCategoryCounts } from '#kept/category_list_counts'
import { visibleCategory } from '#queries/categories/visible'

/** A category the caller sees, with its reference workshops, its circuits and its counts. */
export async function categoryPage(actor: Actor, id: string | number) {
  const category = await visibleCategory(actor, id)
  await category.load((loader) => loader.load('warehouses').load('circuits'))
  return (await withCategoryCounts([category]))[0]
}

/** A category read again after a write, with its workshops, circuits and counts. */
export async function categoryAfterWrite(category: Pick<Category, 'id'>) {
  const fresh = await Category.query()
    .where('id', category.id)
    .preload('warehouses')
    .preload('circuits')
    .firstOrFail()
  return (await withCategoryCounts([fresh]))[0]
}

/** A category read again after its circuits changed, with them. */
export const categoryWithCircuits = (category: Pick<Category, 'id'>) =>
  Category.query().where('id', category.id).preload('circuits').firstOrFail()
