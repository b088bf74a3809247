import db from '@adonisjs/lucid/services/db'
import Buyback from '#models/buyback'
import Item from '#models/item'
import BusinessError from '#exceptions/business_error'
import { fire } from '#services/status_transitions'
import { cancelPayment } from '#actions/payments/cancel_payment'
import { initiatePayment } from '#actions/payments/initiate_payment'
import { moveToNativeStock } from '#actions/items_stock/move_to_native_stock'
import { enqueue } from '#services/jobs/queue'
import { litigationState } from '#actions/litigation/shared'

/**
 * The customer's answer, once: accept (new price) or decline (item returned). Two answers racing meet the
 * buy-back's version lock in the status machine: the second gets `conflict`.
 */
export async function answerProposal(buybackId: number, answer: 'accept' | 'reject') {
  return db.transaction(async (trx) => {
    const buyback = await Buyback.query({ client: trx }).where('id', buybackId).firstOrFail()
    const state = await litigationState(buyback.id, trx)
    if (state === 'accepted' || state === 'declined')
      throw new BusinessError('litigation_already_handled', 409)
    if (state !== 'pending') throw new BusinessError('not_found', 404)
    const item = await Item.query({ client: trx }).where('buyback_id', buyback.id).firstOrFail()
    if (answer === 'accept') {
      const price = buyback.controlledPrice ?? buyback.declaredPrice ?? 0
      await trx.from('items').where('id', item.id).update({ purchasing_price: price })
      // The price first: the completion enters the purchase register at the price accepted.
      await trx.from('buybacks').where('id', buyback.id).update({ validated_price: price })
      await fire(trx, 'proposal_accepted', { buyback, item }, { kind: 'customer' })
      await initiatePayment(trx, buyback, price, { kind: 'customer' })
      await moveToNativeStock(trx, item, 'to_refurbish')
    } else {
      await fire(trx, 'proposal_declined', { buyback, item }, { kind: 'customer' })
      await cancelPayment(trx, buyback)
      await moveToNativeStock(trx, item, 'customer_return')
      // The return order: its label is booked with the carrier by a job, outside this transaction.
      await enqueue('item_return_label', { itemId: item.id }, { client: trx })
    }
    return answer === 'accept' ? 'accepted' : 'declined'
  })
}
