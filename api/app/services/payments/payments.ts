import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Buyback from '#models/buyback'
import Payment from '#models/payment'
import { fire } from '#services/status_transitions'
import { buybackLine, lineTotal } from '#domain/pricing'

/**
 * The one payment service (DESIGN.md §4, §7): once a buy-back's price is settled (verification, or the
 * customer's answer to a new proposal), the validated price is written on the buy-back, its payment gets the
 * amount the customer is owed (price + payment and shipping modifiers + bonus, never below 0), and the
 * payment moves to `payment_initiated` — or `payment_not_needed` when nothing is owed. The payment
 * connectors (the payments issue) take it from `payment_initiated`. In the caller's transaction.
 */
export async function initiatePayment(trx: TransactionClientContract, buyback: Buyback, price: number) {
  const amount = lineTotal(buybackLine(buyback, price))
  await trx.from('buybacks').where('id', buyback.id).update({ validated_price: price })
  buyback.validatedPrice = price
  const payment = await Payment.query({ client: trx }).where('buyback_id', buyback.id).first()
  if (!payment) return null
  await trx.from('payments').where('id', payment.id).update({ amount })
  payment.amount = amount
  // A payment cancelled or already settled keeps its status; only a fresh one is started.
  if (payment.status === 'payment_created') {
    const event = amount === 0 ? 'payment_not_needed' : 'payment_initiated'
    await fire(trx, event, { buyback, payment }, { kind: 'system' })
  }
  return { id: payment.id, status: payment.status, amount }
}

/** A buy-back not completed (proposal declined): its payment, not yet under way, is cancelled. */
export async function cancelPayment(trx: TransactionClientContract, buyback: Buyback) {
  const payment = await Payment.query({ client: trx }).where('buyback_id', buyback.id).first()
  if (payment?.status !== 'payment_created') return
  await fire(trx, 'payment_cancelled', { buyback, payment }, { kind: 'system' })
}
