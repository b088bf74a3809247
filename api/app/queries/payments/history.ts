import { visiblePayments } from '#queries/payments/visible_payments'
import { statusHistory } from '#services/status_history'
import type Payment from '#models/payment'
import type { Actor } from '#services/actor'

/** One payment the caller sees, for its history; 404 otherwise. */
export const visiblePayment = (actor: Actor, id: unknown) =>
  visiblePayments(actor).where('payments.id', Number(id)).firstOrFail()

/** The payment's moves, oldest first. */
export const paymentHistory = (payment: Payment) => statusHistory({ subject: 'payment', id: payment.id })
