import db from '@adonisjs/lucid/services/db'
import type Buyback from '#models/buyback'
import Item from '#models/item'
import Payment from '#models/payment'
import BusinessError from '#exceptions/business_error'
import { fire } from '#services/status_transitions'
import { allowedEvents } from '#domain/status_machine'
import type { PaymentStatus } from '#domain/statuses'
import type { Actor } from '#services/actor'
import { bouncerOf } from '#policies/main'

/** A payment with no money to take back: nothing to cancel. */
const SETTLED_WITHOUT_MONEY = ['payment_cancelled', 'payment_not_needed']

/**
 * Cancels a buy-back (irreversible, part 1 §4): the status machine decides whether its status allows it and
 * whether the caller may; its payment is cancelled in the same transaction. When the payment can no longer
 * be cancelled the refusal says so (`payment_not_cancellable`), and the caller may force the cancellation:
 * the buy-back and its item are cancelled, the payment is left as it is and the history says it was forced.
 */
export async function cancelBuyback(
  actor: Actor,
  buyback: Buyback,
  fields: {
    reason: 'customer_retractation' | 'technical_problem' | 'other'
    comment?: string
    force?: boolean
  }
) {
  await bouncerOf(actor).with('BuybackPolicy').authorize('cancel', buyback)
  await db.transaction(async (trx) => {
    buyback.useTransaction(trx)
    const item = await Item.query({ client: trx }).where('buyback_id', buyback.id).firstOrFail()
    const payment = await Payment.query({ client: trx }).where('buyback_id', buyback.id).first()
    const by = { kind: 'user' as const, actor }
    const comment = fields.comment ?? null
    if (payment && !SETTLED_WITHOUT_MONEY.includes(payment.status)) {
      if (allowedEvents('payment', payment.status as PaymentStatus).includes('payment_cancelled')) {
        await fire(trx, 'payment_cancelled', { buyback, payment }, by, comment)
      } else if (!fields.force) {
        throw new BusinessError('payment_not_cancellable', 409, {}, {}, { forceAvailable: true })
      } else {
        await fire(trx, 'payment_kept', { buyback, payment }, by, comment)
      }
    }
    await fire(trx, 'cancelled', { buyback, item }, by, comment)
    await trx
      .from('buybacks')
      .where('id', buyback.id)
      .update({ cancel_reason: fields.reason, cancel_comment: fields.comment ?? null })
  })
}
