import encryption from '@adonisjs/core/services/encryption'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Payment from '#models/payment'
import PaymentMode from '#models/payment_mode'
import BusinessError from '#exceptions/business_error'

/**
 * A transfer without IBAN (part 1 §1): the customer receives a signed link (the application key signs the
 * payment and an expiry; nothing is stored) to the storefront page where they give the IBAN the transfer
 * goes to. The IBAN is stored encrypted on the payment, which then leaves in the next SEPA file.
 */
export const IBAN_LINK_DAYS = 30
const PURPOSE = 'payment-iban'

interface Signed {
  p: number
  exp: number
}

export const ibanLinkToken = (paymentId: number) =>
  encryption.verifier.sign(
    { p: paymentId, exp: DateTime.utc().plus({ days: IBAN_LINK_DAYS }).toMillis() } satisfies Signed,
    undefined,
    PURPOSE
  )

/** The payment a link names, while it still waits for its IBAN; else why not. */
async function paymentOf(token: string) {
  const signed = encryption.verifier.unsign<Signed>(token, PURPOSE)
  if (!signed || typeof signed.p !== 'number') throw new BusinessError('payment_link_invalid', 404)
  if (signed.exp < Date.now()) throw new BusinessError('payment_link_expired', 410)
  const payment = await Payment.find(signed.p)
  const mode = payment?.paymentModeId ? await PaymentMode.find(payment.paymentModeId) : null
  if (!payment || mode?.type !== 'no_iban_transfer') throw new BusinessError('payment_link_invalid', 404)
  return payment
}

/** `GET /api/payment-iban/:token`: what the storefront page shows. */
export async function ibanRequest(token: string) {
  const payment = await paymentOf(token)
  const row = await db
    .from('buybacks')
    .join('customers', 'customers.id', 'buybacks.customer_id')
    .join('accounts', 'accounts.id', 'buybacks.account_id')
    .where('buybacks.id', payment.buybackId)
    .select('buybacks.identification_number', 'customers.firstname', 'accounts.currency')
    .firstOrFail()
  return {
    buybackNumber: row.identification_number,
    amount: payment.amount,
    currency: row.currency,
    firstname: row.firstname,
    alreadyGiven: Boolean(payment.iban) || !['payment_created', 'payment_initiated'].includes(payment.status),
  }
}

/** `POST /api/payment-iban/:token { iban, holder }`: kept once, while the payment waits for it. */
export async function giveIban(token: string, iban: string, holder: string) {
  const payment = await paymentOf(token)
  if (payment.iban || !['payment_created', 'payment_initiated'].includes(payment.status)) {
    throw new BusinessError('payment_iban_already_given', 409)
  }
  payment.merge({ iban, ibanHolder: holder })
  await payment.save()
}
