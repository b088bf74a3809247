import { randomUUID } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Buyback from '#models/buyback'
import Payment from '#models/payment'
import { fire, type FiredBy } from '#services/status_transitions'
import { recordAmountChange } from '#actions/payments/record_amount_change'
import { registerPriceChange } from '#services/purchase_register/record'
import { buybackLine, lineTotal } from '#domain/pricing'
import { SYSTEM, submitLater } from '#actions/payments/shared'

/**
 * In the caller's transaction: the validated price is written on the buy-back, its payment gets the amount
 * the customer is owed (price + payment and shipping modifiers + bonus, never below 0) and moves to
 * `payment_initiated` (then taken on by a job) — or `payment_not_needed` when nothing is owed. An amount
 * that changes (a lower price after verification) leaves a line in the payment's history, by `by`; a price
 * changed on a buy-back already in the purchase register leaves a correction there.
 */
export async function initiatePayment(
  trx: TransactionClientContract,
  buyback: Buyback,
  price: number,
  by: FiredBy = SYSTEM
) {
  const amount = lineTotal(buybackLine(buyback, price))
  await trx.from('buybacks').where('id', buyback.id).update({ validated_price: price })
  buyback.validatedPrice = price
  // A price settled again after the buy-back was entered: the register gets its correction.
  await registerPriceChange(trx, buyback.id, price)
  const payment = await Payment.query({ client: trx }).where('buyback_id', buyback.id).first()
  if (!payment) return null
  await trx
    .from('payments')
    .where('id', payment.id)
    .update({ amount, idempotency_key: payment.idempotencyKey ?? randomUUID() })
  if (payment.amount !== amount) {
    await recordAmountChange(trx, { payment, buybackId: buyback.id, from: payment.amount, to: amount }, by)
  }
  payment.amount = amount
  // A payment cancelled or already settled keeps its status; only a fresh one is started.
  if (payment.status === 'payment_created') {
    const event = amount === 0 ? 'payment_not_needed' : 'payment_initiated'
    await fire(trx, event, { buyback, payment }, SYSTEM)
    if (event === 'payment_initiated') await submitLater(trx, payment.id)
  }
  return { id: payment.id, status: payment.status, amount }
}
