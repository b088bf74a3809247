import type { HttpContext } from '@adonisjs/core/http'
import Category from '#models/category'
import Product from '#models/product'
import { tenancy } from '#services/tenancy/scopes'

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

export default class CategoryTreeController {
  /** `categories/tree/{id}`: the subtree under a category, the category at its top. */
  async subtree({ params, actor }: HttpContext) {
    const top = await visible(actor).where('categories.id', params.id).firstOrFail()
    const below = await visible(actor)
      .where('categories.path', 'like', `${top.path || '/'}${top.id}/%`)
      .orderBy('categories.position')
      .orderBy('categories.label')
    const nodes = new Map<number, Node>()
    for (const one of [top, ...below]) {
      nodes.set(one.id, {
        id: one.id,
        parentId: one.parentId,
        label: one.label,
        status: one.status,
        children: [],
      })
    }
    for (const node of nodes.values()) {
      if (node.id !== top.id && node.parentId !== null) nodes.get(node.parentId)?.children.push(node)
    }
    return nodes.get(top.id)
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
