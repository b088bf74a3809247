import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import BusinessError from '#exceptions/business_error'
import { claimEdit } from '#services/concurrency'
import { loadPayment, movePayment, notifyPaymentSent } from '#actions/payments/shared'
import { visiblePayments } from '#queries/payments/visible_payments'
import { bouncerOf } from '#policies/main'
import type { Actor } from '#services/actor'

/** `POST /api/payments/:id/mark-as-paid`: a manual payment awaiting payment, paid by hand. */
export async function markPaymentAsPaid(
  actor: Actor,
  paymentId: number,
  info: string | null,
  version: unknown
) {
  const visible = await visiblePayments(actor).where('payments.id', paymentId).firstOrFail()
  await bouncerOf(actor).with('PaymentPolicy').authorize('markAsPaid', visible)
  await db.transaction(async (trx) => {
    const { payment, type, buyback } = await loadPayment(trx, visible.id)
    if (type !== 'manual' || payment.status !== 'awaiting_payment') {
      throw new BusinessError('payment_not_markable', 409)
    }
    claimEdit(payment, version)
    payment.useTransaction(trx)
    await movePayment(
      trx,
      payment,
      buyback,
      'marked_as_paid',
      { paid_at: DateTime.utc().toSQL({ includeOffset: false }), manual_payment_info: info },
      info,
      { kind: 'user', actor }
    )
    await notifyPaymentSent(trx, payment.id)
  })
}
