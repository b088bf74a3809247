import db from '@adonisjs/lucid/services/db'
import type Buyback from '#models/buyback'
import Item from '#models/item'
import BusinessError from '#exceptions/business_error'
import { fire } from '#services/status_transitions'
import type { Actor } from '#services/actor'
import { bouncerOf } from '#policies/main'

/**
 * A pre-declared web buy-back handed in at the counter (`POST /store/{id}/buybacks/{id}/finalize`): the
 * seller's store takes it, and the buy-back and its item await the store's next shipment. A seller below
 * another store cannot take it in for theirs.
 */
export async function receiveAtStore(actor: Actor, buyback: Buyback, storeId: number) {
  await bouncerOf(actor).with('BuybackPolicy').authorize('receiveAtStore', buyback)
  if (buyback.storeId !== null && buyback.storeId !== storeId) throw new BusinessError('not_found', 404)
  await db.transaction(async (trx) => {
    buyback.useTransaction(trx)
    const item = await Item.query({ client: trx }).where('buyback_id', buyback.id).firstOrFail()
    await fire(trx, 'dropped_at_store', { buyback, item }, { kind: 'user', actor })
    await trx.from('buybacks').where('id', buyback.id).update({ store_id: storeId, seller_id: actor.user.id })
    await trx.from('items').where('id', item.id).update({ store_id: storeId })
  })
}
