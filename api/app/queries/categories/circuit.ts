import Circuit from '#models/circuit'
import type { Actor } from '#services/actor'
import { visibleCategory } from '#queries/categories/visible'

/** A category the caller sees and a circuit of its account; another account's circuit is not found. */
export async function categoryAndCircuit(actor: Actor, categoryId: string, circuitId: string) {
  const category = await visibleCategory(actor, categoryId)
  const circuit = await Circuit.query()
    .where('account_id', category.accountId)
    .where('id', circuitId)
    .firstOrFail()
  return { category, circuit }
}
