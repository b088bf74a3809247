import db from '@adonisjs/lucid/services/db'
import type Buyback from '#models/buyback'
import Item from '#models/item'
import { fire } from '#services/status_transitions'
import { LOST_EVENTS, type LostPlace } from '#policies/buyback_policy'
import { bouncerOf } from '#policies/main'
import type { Actor } from '#services/actor'

/**
 * Declares a buy-back's item lost (part 1 §4 "Buyback actions") at the store, in transport or at the
 * workshop: each place is an event of the status machine, which says from which item statuses it may be
 * fired and by whom (`mark_as_lost`). The buy-back keeps its status; the history keeps the comment.
 */
export async function declareItemLost(
  actor: Actor,
  buyback: Buyback,
  fields: { place: LostPlace; comment?: string }
) {
  await bouncerOf(actor).with('BuybackPolicy').authorize('declareLost', buyback, fields.place)
  await db.transaction(async (trx) => {
    const item = await Item.query({ client: trx }).where('buyback_id', buyback.id).firstOrFail()
    await fire(trx, LOST_EVENTS[fields.place], { item }, { kind: 'user', actor }, fields.comment ?? null)
  })
}
