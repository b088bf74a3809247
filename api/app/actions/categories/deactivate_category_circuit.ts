import db from '@adonisjs/lucid/services/db'
import BusinessError from '#exceptions/business_error'
import type Circuit from '#models/circuit'
import type Category from '#models/category'
import { activeCircuitsOf } from '#actions/categories/active_circuits'
import { checkActiveCircuits } from '#actions/categories/check_circuit_rules'

/** Buy-backs still on their way: not cancelled, completed or declined. */
const FINAL_STATUSES = [
  'bb_cancelled',
  'bb_completed',
  'bb_completed_by_price',
  'bb_completed_with_absorption',
  'bb_completed_with_negociation',
  'bb_not_completed',
]

/**
 * `DELETE categories/:id/circuits/:circuitId`: the link stays, inactive. A circuit is in use by the
 * category, and cannot be deactivated, while the category offers published products through it or open
 * buy-backs of the category travel on it. Removing the store-drop circuit under an active web-drop one is
 * refused by the circuit rules.
 */
export async function deactivateCategoryCircuit(category: Category, circuit: Circuit) {
  await db.transaction(async (trx) => {
    category.useTransaction(trx)
    const active = await activeCircuitsOf(category)
    if (!active.some((one) => one.id === circuit.id)) return

    const published = await trx
      .from('products')
      .where({ category_id: category.id, status: 'published' })
      .select('id')
      .first()
    const travelling = await trx
      .from('buybacks')
      .where({ category_id: category.id, circuit_id: circuit.id })
      .whereNotIn('status', FINAL_STATUSES)
      .select('id')
      .first()
    if (published || travelling) throw new BusinessError('category_circuit_in_use', 409)

    checkActiveCircuits(active.filter((one) => one.id !== circuit.id))
    await trx
      .from('category_circuits')
      .where({ category_id: category.id, circuit_id: circuit.id })
      .update({ active: false })
  })
}
