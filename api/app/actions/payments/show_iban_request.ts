import db from '@adonisjs/lucid/services/db'
import { paymentOfIbanLink } from '#services/payments/iban_links'

/** `GET /api/payment-iban/:token`: what the storefront page shows. */
export async function showIbanRequest(token: string) {
  const payment = await paymentOfIbanLink(token)
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
