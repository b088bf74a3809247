import Circuit from '#models/circuit'
import type Category from '#models/category'

/** The circuits active on a category, read inside the transaction that is about to change them. */
export async function activeCircuitsOf(category: Category) {
  return Circuit.query({ client: category.$trx })
    .whereIn('id', (sub) =>
      sub.from('category_circuits').select('circuit_id').where({ category_id: category.id, active: true })
    )
    .orderBy('id')
}
