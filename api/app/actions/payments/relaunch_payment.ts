import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import BusinessError from '#exceptions/business_error'
import { lostTheRace } from '#services/status_transitions'
import { loadPayment, movePayment, submitLater } from '#actions/payments/shared'
import { visiblePayments } from '#queries/payments/visible_payments'
import { bouncerOf } from '#policies/main'
import type { Actor } from '#services/actor'

/**
 * `POST /api/payments/:id/relaunch`: a failed payment is initiated again and taken on by a new job. Twenty
 * relaunches at once move it once (the status machine's versioned update); the others are refused.
 */
export async function relaunchPayment(actor: Actor, paymentId: number) {
  const visible = await visiblePayments(actor).where('payments.id', paymentId).firstOrFail()
  await bouncerOf(actor).with('PaymentPolicy').authorize('relaunch', visible)
  if (visible.status !== 'payment_failed') throw new BusinessError('payment_relaunch_not_allowed', 409)
  try {
    await db.transaction(async (trx) => {
      const { payment, buyback } = await loadPayment(trx, paymentId)
      payment.useTransaction(trx)
      // A relaunch is a new attempt: a new idempotency key, which the job's own retries then keep.
      const columns = { failure_reason: null, failure_detail: null, idempotency_key: randomUUID() }
      await movePayment(trx, payment, buyback, 'payment_relaunched', columns, null, { kind: 'user', actor })
      await submitLater(trx, payment.id)
    })
  } catch (error) {
    if (lostTheRace(error)) throw new BusinessError('payment_relaunch_not_allowed', 409)
    throw error
  }
}
