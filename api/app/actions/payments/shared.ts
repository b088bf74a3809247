import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Buyback from '#models/buyback'
import Payment from '#models/payment'
import PaymentMode from '#models/payment_mode'
import type { PaymentType } from '#domain/payment_modes'
import { fire } from '#services/status_transitions'
import { enqueue } from '#services/jobs/queue'
import type { EventName } from '#domain/transitions'

/**
 * The payments (DESIGN.md §4, §7), shared by the payment actions and jobs. Once a buy-back's price is settled (verification, or the
 * customer's answer to a new proposal) its payment is initiated — or not needed at zero — and a job on the
 * one queue takes it on: a gift card or voucher is credited by its provider, a manual payment awaits the
 * person who pays it, a bank transfer waits for the account's SEPA file (services/payments/sepa.ts) and a
 * transfer without IBAN first asks the customer for one. Every move goes through the status machine; a
 * payment carries one idempotency key per attempt: the job's retries of an attempt send the same key, so the
 * provider pays once; a relaunch (after a refusal, which paid nothing) is a new attempt with a new key.
 */

export const SYSTEM = { kind: 'system' as const }

/** The job that takes an initiated payment on, retried with the queue's growing delay. */
export const submitLater = (trx: TransactionClientContract, paymentId: number) =>
  enqueue('payment_submit', { paymentId }, { client: trx, maxAttempts: 8 })

/** The payment, its mode's type and its buy-back, read inside `trx`. */
export async function loadPayment(trx: TransactionClientContract, paymentId: number) {
  const payment = await Payment.findOrFail(paymentId, { client: trx })
  const mode = payment.paymentModeId ? await PaymentMode.find(payment.paymentModeId, { client: trx }) : null
  const buyback = await Buyback.query({ client: trx })
    .where('id', payment.buybackId)
    .preload('customer')
    .firstOrFail()
  return { payment, type: (mode?.type ?? 'manual') as PaymentType, mode, buyback }
}

/** Moves a payment by `event` in `trx`, with the columns that go with it. */
export async function movePayment(
  trx: TransactionClientContract,
  payment: Payment,
  buyback: Buyback,
  event: EventName,
  columns: Record<string, unknown> = {},
  comment: string | null = null,
  by: Parameters<typeof fire>[3] = SYSTEM
) {
  await fire(trx, event, { buyback, payment }, by, comment)
  if (Object.keys(columns).length) await trx.from('payments').where('id', payment.id).update(columns)
  if (event === 'payment_succeeded' || event === 'marked_as_paid') {
    await trx
      .from('buybacks')
      .where('id', buyback.id)
      .update({ paid_price: buyback.validatedPrice ?? buyback.declaredPrice })
  }
}

/** The customer is told, in their language, that the payment left (services/mail/payment_mails.ts). */
export const notifyPaymentSent = (trx: TransactionClientContract, paymentId: number) =>
  enqueue('payment_sent_mail', { paymentId }, { client: trx })
