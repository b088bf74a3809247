import BusinessError from '#exceptions/business_error'
import { paymentOfIbanLink } from '#services/payments/iban_links'

/** `POST /api/payment-iban/:token { iban, holder }`: kept once, while the payment waits for it. */
export async function giveIban(token: string, iban: string, holder: string) {
  const payment = await paymentOfIbanLink(token)
  if (payment.iban || !['payment_created', 'payment_initiated'].includes(payment.status)) {
    throw new BusinessError('payment_iban_already_given', 409)
  }
  payment.merge({ iban, ibanHolder: holder })
  await payment.save()
}
