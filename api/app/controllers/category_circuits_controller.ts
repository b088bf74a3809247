import type { HttpContext } from '@adonisjs/core/http'
import Category from '#models/category'
import Circuit from '#models/circuit'
import { tenancy } from '#services/tenancy/scopes'
import { presentCategory } from '#services/category_presenter'
import { activateCategoryCircuit } from '#actions/categories/activate_category_circuit'
import { deactivateCategoryCircuit } from '#actions/categories/deactivate_category_circuit'

/** `POST|DELETE categories/:id/circuits/:circuitId`: activate or deactivate a circuit on a category. */
export default class CategoryCircuitsController {
  async store({ params, actor }: HttpContext) {
    const { category, circuit } = await this.find(params, actor)
    await activateCategoryCircuit(category, circuit)
    return this.present(category)
  }

  async destroy({ params, actor }: HttpContext) {
    const { category, circuit } = await this.find(params, actor)
    await deactivateCategoryCircuit(category, circuit)
    return this.present(category)
  }

  /** The circuit must belong to the category's account: another account's circuit is not found. */
  private async find(params: Record<string, string>, actor: HttpContext['actor']) {
    const category = await tenancy
      .categories(Category.query(), actor)
      .where('categories.id', params.id)
      .firstOrFail()
    const circuit = await Circuit.query()
      .where('account_id', category.accountId)
      .where('id', params.circuitId)
      .firstOrFail()
    return { category, circuit }
  }

  private async present(category: Category) {
    const fresh = await Category.query().where('id', category.id).preload('circuits').firstOrFail()
    return presentCategory(fresh)
  }
}
