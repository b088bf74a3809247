import type { HttpContext } from '@adonisjs/core/http'
import Category from '#models/category'
import Product from '#models/product'
import DiagnosticQuestion from '#models/diagnostic_question'
import { tenancy } from '#services/tenancy/scopes'
import { nestUnderParents } from '#domain/category_tree'

/**
 * The category calls of part 2 §7 that read the tree by its paths (`path` holds the ancestors' ids,
 * "/1/4/"), each among the categories the caller sees (services/tenancy/scopes.ts): another account's
 * category is not found.
 */
interface Node {
  id: number
  parentId: number | null
  label: string
  status: string
  children: Node[]
}

const visible = (actor: HttpContext['actor']) => tenancy.categories(Category.query(), actor)

const label = (category: Category) => ({ id: category.id, label: category.label })

/** The ancestors of a category, from the root down, and the category itself. */
async function ancestry(actor: HttpContext['actor'], category: Category) {
  const ids = category.path.split('/').filter(Boolean).map(Number)
  const above = ids.length ? await visible(actor).whereIn('categories.id', ids) : []
  const byId = new Map(above.map((one) => [one.id, one]))
  return [...ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])), category]
}

/** Categories as trees: each under its parent when the parent is among them, else a root. */
const treeOf = (categories: Category[]): Node[] =>
  nestUnderParents<Node>(
    categories.map((one) => ({
      id: one.id,
      parentId: one.parentId,
      label: one.label,
      status: one.status,
      children: [],
    }))
  )

/** The ids of the categories and of their ancestors. */
const withAncestors = (categories: Category[]) => [
  ...new Set(categories.flatMap((one) => [...one.path.split('/').filter(Boolean).map(Number), one.id])),
]

export default class CategoryTreeController {
  /** `categories/tree/{id}`: the subtree under a category, the category at its top. */
  async subtree({ params, actor }: HttpContext) {
    const top = await visible(actor).where('categories.id', params.id).firstOrFail()
    const below = await visible(actor)
      .where('categories.path', 'like', `${top.path || '/'}${top.id}/%`)
      .orderBy('categories.position')
      .orderBy('categories.label')
    return treeOf([top, ...below])[0]
  }

  /** `categories/with-products`: the categories holding at least one of the caller's products. */
  async withProducts({ actor }: HttpContext) {
    const categories = await visible(actor)
      .whereIn('categories.id', tenancy.products(Product.query(), actor).select('products.category_id'))
      .orderBy('categories.path')
      .orderBy('categories.position')
      .orderBy('categories.label')
    return categories.map((one) => ({ ...label(one), parentId: one.parentId, status: one.status }))
  }

  /**
   * `categories/connected-tree`: the tree of the categories connected to a circuit (an active link of
   * `categories/{id}/circuits/{circuitId}`), with their ancestors so that it reads from the root.
   */
  async connectedTree({ actor }: HttpContext) {
    const connected = await visible(actor).whereIn('categories.id', (links) =>
      links.from('category_circuits').where('active', true).select('category_id')
    )
    const ids = withAncestors(connected)
    const all = ids.length
      ? await visible(actor)
          .whereIn('categories.id', ids)
          .orderBy('categories.position')
          .orderBy('categories.label')
      : []
    return treeOf(all)
  }

  /**
   * `categories/{id}/checkpoints-to-archive`: the active diagnostic questions (the checkpoints) of a category
   * and of the categories under it, which go when it is archived.
   */
  async checkpointsToArchive({ params, actor }: HttpContext) {
    const top = await visible(actor).where('categories.id', params.id).firstOrFail()
    const below = visible(actor)
      .where((tree) =>
        tree
          .where('categories.id', top.id)
          .orWhere('categories.path', 'like', `${top.path || '/'}${top.id}/%`)
      )
      .select('categories.id')
    const questions = await DiagnosticQuestion.query()
      .whereIn('category_id', below)
      .where('status', 'active')
      .orderBy('category_id')
      .orderBy('position')
    return questions.map((one) => ({
      id: one.id,
      categoryId: one.categoryId,
      title: one.title,
      status: one.status,
    }))
  }

  /** `products/{id}/category_tree`: the product's category and its ancestors, from the root down. */
  async ofProduct({ params, actor }: HttpContext) {
    const product = await tenancy
      .products(Product.query(), actor)
      .where('products.id', params.id)
      .firstOrFail()
    const category = await visible(actor).where('categories.id', product.categoryId).firstOrFail()
    return (await ancestry(actor, category)).map(label)
  }

  /** `internal/categories/root`: the root of the caller's catalogue. */
  async root({ actor }: HttpContext) {
    return label(
      await visible(actor).whereNull('categories.parent_id').orderBy('categories.id').firstOrFail()
    )
  }

  /** `internal/categories/{id}`: a category's id and label. */
  async show({ params, actor }: HttpContext) {
    return label(await visible(actor).where('categories.id', params.id).firstOrFail())
  }

  /** `internal/categories/{id}/ancestry`: from the root down to the category. */
  async ancestry({ params, actor }: HttpContext) {
    const category = await visible(actor).where('categories.id', params.id).firstOrFail()
    return (await ancestry(actor, category)).map(label)
  }
}
