import type { HttpContext } from '@adonisjs/core/http'
import { visibleCategory } from '#queries/categories/visible'
import {
  activeQuestionsUnder,
  ancestryOf,
  catalogueRoot,
  categoriesWithProducts,
  connectedCategories,
  productCategoryAncestry,
  subtreeOf,
} from '#queries/categories/tree'
import { presentCheckpoint, presentLabel, presentTreeRow, presentTrees } from '#presenters/category_tree'

/**
 * The category calls of part 2 §7 that read the tree by its paths, each among the categories the caller
 * sees (services/tenancy/scopes.ts): another account's category is not found.
 */
export default class CategoryTreeController {
  /** `categories/tree/{id}`: the subtree under a category, the category at its top. */
  async subtree({ params, actor }: HttpContext) {
    return presentTrees(await subtreeOf(actor, params.id))[0]
  }

  /** `categories/with-products`: the categories holding at least one of the caller's products. */
  async withProducts({ actor }: HttpContext) {
    return (await categoriesWithProducts(actor)).map(presentTreeRow)
  }

  /**
   * `categories/connected-tree`: the tree of the categories connected to a circuit (an active link of
   * `categories/{id}/circuits/{circuitId}`), with their ancestors so that it reads from the root.
   */
  async connectedTree({ actor }: HttpContext) {
    return presentTrees(await connectedCategories(actor))
  }

  /**
   * `categories/{id}/checkpoints-to-archive`: the active diagnostic questions (the checkpoints) of a category
   * and of the categories under it, which go when it is archived.
   */
  async checkpointsToArchive({ params, actor }: HttpContext) {
    return (await activeQuestionsUnder(actor, params.id)).map(presentCheckpoint)
  }

  /** `products/{id}/category_tree`: the product's category and its ancestors, from the root down. */
  async ofProduct({ params, actor }: HttpContext) {
    return (await productCategoryAncestry(actor, params.id)).map(presentLabel)
  }

  /** `internal/categories/root`: the root of the caller's catalogue. */
  async root({ actor }: HttpContext) {
    return presentLabel(await catalogueRoot(actor))
  }

  /** `internal/categories/{id}`: a category's id and label. */
  async show({ params, actor }: HttpContext) {
    return presentLabel(await visibleCategory(actor, params.id))
  }

  /** `internal/categories/{id}/ancestry`: from the root down to the category. */
  async ancestry({ params, actor }: HttpContext) {
    return (await ancestryOf(actor, await visibleCategory(actor, params.id))).map(presentLabel)
  }
}
