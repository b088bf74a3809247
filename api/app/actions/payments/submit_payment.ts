import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Account from '#models/account'
import Buyback from '#models/buyback'
import Payment from '#models/payment'
import { enqueue, once } from '#services/jobs/queue'
import { providerFor } from '#services/payments/providers'
import { loadPayment, movePayment, notifyPaymentSent } from '#actions/payments/shared'

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
