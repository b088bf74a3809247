import db from '@adonisjs/lucid/services/db'
import Buyback from '#models/buyback'
import CircuitInstruction from '#models/circuit_instruction'
import { tenancy } from '#services/tenancy/scopes'
import type { Actor } from '#services/actor'

/**
 * Part 2 §7 `buybacks/{id}/instructions`: what the circuit of a buy-back the caller sees asks of whoever
 * hands the product over, in order (the tracking sheet's list), and its category's highlighted instruction.
 */
export async function buybackInstructions(actor: Actor, id: unknown) {
  const buyback = await tenancy
    .buybacks(Buyback.query(), actor)
    .where('buybacks.id', Number(id))
    .preload('circuit')
    .firstOrFail()
  const [instructions, category] = await Promise.all([
    buyback.circuitId
      ? CircuitInstruction.query().where('circuit_id', buyback.circuitId).orderBy('sequence')
      : [],
    buyback.categoryId
      ? db.from('categories').where('id', buyback.categoryId).select('highlighted_instruction').first()
      : null,
  ])
  return {
    buybackId: buyback.id,
    circuit: buyback.circuit ? { code: buyback.circuit.code, name: buyback.circuit.name } : null,
    highlightedInstruction: category?.highlighted_instruction ?? null,
    instructions: instructions.map((one) => ({ sequence: one.sequence, label: one.label, type: one.type })),
  }
}
