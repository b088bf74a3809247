import db from '@adonisjs/lucid/services/db'
import Circuit from '#models/circuit'
import type Category from '#models/category'
import { checkActiveCircuits } from '#actions/categories/check_circuit_rules'
import { activeCircuitsOf } from '#actions/categories/active_circuits'

/** `POST categories/:id/circuits/:circuitId`: links the circuit, active, if the circuit rules allow it. */
export async function activateCategoryCircuit(category: Category, circuit: Circuit) {
  await db.transaction(async (trx) => {
    category.useTransaction(trx)
    const active = await activeCircuitsOf(category)
    if (active.some((one) => one.id === circuit.id)) return
    checkActiveCircuits([...active, circuit])
    const linked = await trx
      .from('category_circuits')
      .where({ category_id: category.id, circuit_id: circuit.id })
      .first()
    if (linked) {
      await trx
        .from('category_circuits')
        .where({ category_id: category.id, circuit_id: circuit.id })
        .update({ active: true })
    } else {
      await trx
        .insertQuery()
        .table('category_circuits')
        .insert({ category_id: category.id, circuit_id: circuit.id, active: true })
    }
  })
}
