import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Account from '#models/account'
import Buyback from '#models/buyback'
import Payment from '#models/payment'
import PaymentMode from '#models/payment_mode'
import type { PaymentType } from '#domain/payment_modes'
import { fire, type FiredBy } from '#services/status_transitions'
import { recordAmountChange } from '#services/payments/amount_changes'
import { registerPriceChange } from '#services/purchase_register/record'
import { enqueue, once } from '#services/jobs/queue'
import { providerFor } from '#services/payments/providers'
import { tenancy } from '#services/tenancy/scopes'
import { buybackLine, lineTotal } from '#domain/pricing'
import type { EventName } from '#domain/transitions'
import type { Actor } from '#services/actor'

/**
 * The one payment service (DESIGN.md §4, §7), shared by the payment actions (actions/payments/) and jobs. Once a buy-back's price is settled (verification, or the
 * customer's answer to a new proposal) its payment is initiated — or not needed at zero — and a job on the
 * one queue takes it on: a gift card or voucher is credited by its provider, a manual payment awaits the
 * person who pays it, a bank transfer waits for the account's SEPA file (services/payments/sepa.ts) and a
 * transfer without IBAN first asks the customer for one. Every move goes through the status machine; a
 * payment carries one idempotency key per attempt: the job's retries of an attempt send the same key, so the
 * provider pays once; a relaunch (after a refusal, which paid nothing) is a new attempt with a new key.
 */

const SYSTEM = { kind: 'system' as const }

/** The job that takes an initiated payment on, retried with the queue's growing delay. */
export const submitLater = (trx: TransactionClientContract, paymentId: number) =>
  enqueue('payment_submit', { paymentId }, { client: trx, maxAttempts: 8 })

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

/** A buy-back not completed (proposal declined): its payment, not yet under way, is cancelled. */
export async function cancelPayment(trx: TransactionClientContract, buyback: Buyback) {
  const payment = await Payment.query({ client: trx }).where('buyback_id', buyback.id).first()
  if (payment?.status !== 'payment_created') return
  await fire(trx, 'payment_cancelled', { buyback, payment }, SYSTEM)
}

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

/**
 * The job `payment_submit`: an initiated payment taken on by its type. Run again (a retry, a second worker)
 * it finds the payment moved and stops; the provider's idempotency key covers a crash between the payout
 * and the commit.
 */
export async function submitPayment(paymentId: number, jobKey: string) {
  const { payment, type, mode, buyback } = await db.transaction((trx) => loadPayment(trx, paymentId))
  if (payment.status !== 'payment_initiated') return
  const now = DateTime.utc()

  if (type === 'manual') {
    await db.transaction(async (trx) => {
      payment.useTransaction(trx)
      await movePayment(trx, payment, buyback, 'payment_submitted', {
        submitted_at: now.toSQL({ includeOffset: false }),
      })
    })
    return
  }
  if (type === 'bank_transfer' || type === 'no_iban_transfer') {
    const iban = payment.iban ?? (type === 'bank_transfer' ? buyback.customer?.iban : null)
    if (iban) return // Leaves in the account's next SEPA file.
    if (type === 'bank_transfer') return failPayment(payment, buyback, 'payment_iban_missing')
    // Asked once per initiation: the customer gives the IBAN on the storefront.
    await once(`${jobKey}:iban-request`, async (trx) => {
      await enqueue('payment_iban_mail', { paymentId: payment.id }, { client: trx })
    })
    return
  }

  const provider = await providerFor(buyback.accountId, type, mode?.provider ?? 'sandbox')
  if (!provider) return failPayment(payment, buyback, 'payment_provider_unknown')
  const account = await Account.findOrFail(buyback.accountId)
  // A 5xx or a timeout throws: the job is retried with the queue's backoff, under the same key.
  const result = await provider.payout({
    paymentId: payment.id,
    idempotencyKey: payment.idempotencyKey ?? String(payment.id),
    amount: payment.amount,
    currency: account.currency,
    reference: buyback.identificationNumber,
    number: type === 'gift_card' ? payment.cardNumber : payment.voucherNumber,
  })
  if (result.outcome === 'refused') return failPayment(payment, buyback, result.reason, result.detail)
  await db.transaction(async (trx) => {
    payment.useTransaction(trx)
    const at = now.toSQL({ includeOffset: false })
    await movePayment(
      trx,
      payment,
      buyback,
      'payment_submitted',
      { submitted_at: at, attempts: payment.attempts + 1 },
      result.reference
    )
    await movePayment(trx, payment, buyback, 'payment_succeeded', {
      paid_at: at,
      failure_reason: null,
      failure_detail: null,
    })
    await notifyPaymentSent(trx, payment.id)
  })
}

async function failPayment(payment: Payment, buyback: Buyback, reason: string, detail: string | null = null) {
  await db.transaction(async (trx) => {
    payment.useTransaction(trx)
    await movePayment(
      trx,
      payment,
      buyback,
      'payment_failed',
      { failure_reason: reason, failure_detail: detail, attempts: payment.attempts + 1 },
      reason
    )
  })
}

/** The payments the caller sees: those of the buy-backs it sees (DESIGN.md §2). */
export const visiblePayments = (actor: Actor) =>
  tenancy.buybacks(
    Payment.query().join('buybacks', 'buybacks.id', 'payments.buyback_id').select('payments.*'),
    actor
  )
