import db from '@adonisjs/lucid/services/db'
import Item from '#models/item'
import Transport from '#models/transport'
import { fire, lostTheRace } from '#services/status_transitions'
import { candidateByCode, refuse, refusalFor } from '#services/expedition/eligibility'
import { itemReturnLabel } from '#actions/quarantine/book_return_label'
import type { Actor } from '#services/actor'
import { bouncerOf } from '#policies/main'

/**
 * `POST /api/expedition/returns { code }` (`/packing-with-label`): an item to return leaves its workshop
 * alone, for its customer, with its own label: the one booked when the customer declined (or booked now),
 * its transport tracked; the item moves to `item_returned` and off the shelf in one transaction.
 */
export async function shipReturn(actor: Actor, code: string) {
  const { kind, candidate } = await candidateByCode(actor, code)
  const refusal = refusalFor(kind, candidate, 'label')
  if (refusal) throw refuse(refusal)
  const item = await Item.findOrFail(candidate.id)
  const booked = () =>
    Transport.query()
      .where('item_id', item.id)
      .where('kind', 'workshop_to_customer')
      .orderBy('id', 'desc')
      .first()
  if (!(await booked())) {
    await bouncerOf(actor).with('QuarantinePolicy').authorize('bookReturnLabel', item)
    await itemReturnLabel(actor, item)
  }
  const transport = await booked()
  if (!transport?.labelKey) throw refuse('expedition_shipment_not_recorded')
  try {
    await db.transaction(async (trx) => {
      const current = await Item.findOrFail(item.id, { client: trx })
      await fire(trx, 'item_returned', { item: current }, { kind: 'user', actor }, transport.trackingNumber)
      await trx.from('items').where('id', item.id).update({ stock_id: null, stock_entered_at: null })
    })
  } catch (error) {
    if (lostTheRace(error)) throw refuse('expedition_already_processed')
    throw error
  }
  return { itemId: item.id, transport }
}
