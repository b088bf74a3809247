import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Buyback from '#models/buyback'
import Payment from '#models/payment'
import { fire } from '#services/status_transitions'
import { SYSTEM } from '#actions/payments/shared'

/** A buy-back not completed (proposal declined): its payment, not yet under way, is cancelled. */
export async function cancelPayment(trx: TransactionClientContract, buyback: Buyback) {
  const payment = await Payment.query({ client: trx }).where('buyback_id', buyback.id).first()
  if (payment?.status !== 'payment_created') return
  await fire(trx, 'payment_cancelled', { buyback, payment }, SYSTEM)
}
