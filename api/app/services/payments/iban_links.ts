import encryption from '@adonisjs/core/services/encryption'
import { unsign } from '#services/app_keys'
import { DateTime } from 'luxon'
import Payment from '#models/payment'
import PaymentMode from '#models/payment_mode'
import BusinessError from '#exceptions/business_error'

/**
 * A transfer without IBAN (part 1 §1): the customer receives a signed link (the application key signs the
 * payment and an expiry; nothing is stored) to the storefront page where they give the IBAN the transfer
 * goes to. The IBAN is stored encrypted on the payment, which then leaves in the next SEPA file. The page's
 * two use cases are actions/payments/{show_iban_request,give_iban}.ts.
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
export async function paymentOfIbanLink(token: string) {
  const signed = unsign<Signed>(token, PURPOSE)
  if (!signed || typeof signed.p !== 'number') throw new BusinessError('payment_link_invalid', 404)
  if (signed.exp < Date.now()) throw new BusinessError('payment_link_expired', 410)
  const payment = await Payment.find(signed.p)
  const mode = payment?.paymentModeId ? await PaymentMode.find(payment.paymentModeId) : null
  if (!payment || mode?.type !== 'no_iban_transfer') throw new BusinessError('payment_link_invalid', 404)
  return payment
}
