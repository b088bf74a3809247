import type Category from '#models/category'
import Product from '#models/product'
import DiagnosticQuestion from '#models/diagnostic_question'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'
import { visibleCategories, visibleCategory } from '#queries/categories/visible'

/**
 * The category reads of part 2 §7 that walk the tree by its paths (`path` holds the ancestors' ids,
 * "/1/4/"), each among the categories the caller sees.
 */

const idsOfPath = (category: Category) => category.path.split('/').filter(Boolean).map(Number)

/** The ancestors of a category, from the root down, and the category itself. */
export async function ancestryOf(actor: Actor, category: Category) {
  const ids = idsOfPath(category)
  const above = ids.length ? await visibleCategories(actor).whereIn('categories.id', ids) : []
  const byId = new Map(above.map((one) => [one.id, one]))
  return [...ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])), category]
}

/** A category and the categories under it, the category first. */
export async function subtreeOf(actor: Actor, id: string | number) {
  const top = await visibleCategory(actor, id)
  const below = await visibleCategories(actor)
    .where('categories.path', 'like', `${top.path || '/'}${top.id}/%`)
    .orderBy('categories.position')
    .orderBy('categories.label')
  return [top, ...below]
}

/** The categories holding at least one of the caller's products. */
export const categoriesWithProducts = (actor: Actor) =>
  visibleCategories(actor)
    .whereIn('categories.id', tenancy.products(Product.query(), actor).select('products.category_id'))
    .orderBy('categories.path')
    .orderBy('categories.position')
    .orderBy('categories.label')

/** The categories connected to a circuit (an active link), with their ancestors. */
export async function connectedCategories(actor: Actor) {
  const connected = await visibleCategories(actor).whereIn('categories.id', (links) =>
    links.from('category_circuits').where('active', true).select('category_id')
  )
  const ids = [...new Set(connected.flatMap((one) => [...idsOfPath(one), one.id]))]
  if (!ids.length) return []
  return visibleCategories(actor)
    .whereIn('categories.id', ids)
    .orderBy('categories.position')
    .orderBy('categories.label')
}

/** The active diagnostic questions of a category and of the categories under it. */
export async function activeQuestionsUnder(actor: Actor, id: string | number) {
  const top = await visibleCategory(actor, id)
  const below = visibleCategories(actor)
    .where((tree) =>
      tree.where('categories.id', top.id).orWhere('categories.path', 'like', `${top.path || '/'}${top.id}/%`)
    )
    .select('categories.id')
  return DiagnosticQuestion.query()
    .whereIn('category_id', below)
    .where('status', 'active')
    .orderBy('category_id')
    .orderBy('position')
}

/** A product's category and its ancestors, from the root down. */
export async function productCategoryAncestry(actor: Actor, productId: string | number) {
  const product = await tenancy.products(Product.query(), actor).where('products.id', productId).firstOrFail()
  return ancestryOf(actor, await visibleCategory(actor, product.categoryId))
}

/** The root of the caller's catalogue. */
export const catalogueRoot = (actor: Actor) =>
  visibleCategories(actor).whereNull('categories.parent_id').orderBy('categories.id').firstOrFail()
