import db from '@adonisjs/lucid/services/db'
import Circuit from '#models/circuit'
import type Category from '#models/category'
import { checkActiveCircuits } from '#actions/categories/check_circuit_rules'

/** The circuits active on a category, read inside the transaction that is about to change them. */
export async function activeCircuitsOf(category: Category) {
  return Circuit.query({ client: category.$trx })
    .whereIn('id', (sub) =>
      sub.from('category_circuits').select('circuit_id').where({ category_id: category.id, active: true })
    )
    .orderBy('id')
}

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
