import type { HttpContext } from '@adonisjs/core/http'
import { presentCategory } from '#presenters/category'
import { activateCategoryCircuit } from '#actions/categories/activate_category_circuit'
import { deactivateCategoryCircuit } from '#actions/categories/deactivate_category_circuit'
import { categoryAndCircuit } from '#queries/categories/circuit'
import { categoryWithCircuits } from '#queries/categories/show'

/** `POST|DELETE categories/:id/circuits/:circuitId`: activate or deactivate a circuit on a category. */
export default class CategoryCircuitsController {
  async store({ params, actor }: HttpContext) {
    const { category, circuit } = await categoryAndCircuit(actor, params.id, params.circuitId)
    await activateCategoryCircuit(category, circuit)
    return presentCategory(await categoryWithCircuits(category))
  }

  async destroy({ params, actor }: HttpContext) {
    const { category, circuit } = await categoryAndCircuit(actor, params.id, params.circuitId)
    await deactivateCategoryCircuit(category, circuit)
    return presentCategory(await categoryWithCircuits(category))
  }
}
