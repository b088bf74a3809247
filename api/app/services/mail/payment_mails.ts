import { formatMoney } from '#domain/money_format'
import mail from '@adonisjs/mail/services/main'
import i18nManager from '@adonisjs/i18n/services/main'
import Account from '#models/account'
import Buyback from '#models/buyback'
import Payment from '#models/payment'
import PaymentMode from '#models/payment_mode'
import { escape, layout, localeOf, messageIdOf, plainText, publicBaseUrl } from '#services/mail/mail_frame'
import { IBAN_LINK_DAYS, ibanLinkToken } from '#services/payments/iban_links'

/** The payment's buy-back, customer and account, and the customer's language. */
async function context(paymentId: number) {
  const payment = await Payment.findOrFail(paymentId)
  const mode = payment.paymentModeId ? await PaymentMode.find(payment.paymentModeId) : null
  const buyback = await Buyback.query().where('id', payment.buybackId).preload('customer').firstOrFail()
  const account = await Account.query().where('id', buyback.accountId).preload('rootDetail').firstOrFail()
  const i18n = i18nManager.locale(localeOf(buyback.customer, account))
  return { payment, mode, buyback, customer: buyback.customer, account, i18n }
}

async function send(
  to: { email: string; firstname: string; lastname: string },
  subject: string,
  html: string,
  jobKey?: string
) {
  await mail.send((message) => {
    if (jobKey) message.messageId(messageIdOf(jobKey))
    message.to(to.email, `${to.firstname} ${to.lastname}`).subject(subject).html(html).text(plainText(html))
  })
}

/** The payment left (a transfer in the bank's file, a card credited, a manual payment made). */
export async function sendPaymentSent(paymentId: number, jobKey?: string) {
  const { payment, mode, buyback, customer, account, i18n } = await context(paymentId)
  const type = mode?.type ?? 'manual'
  const amount = formatMoney(payment.amount, i18n.locale, account.currency)
  const number = type === 'gift_card' ? payment.cardNumber : type === 'voucher' ? payment.voucherNumber : null
  const html = layout(
    i18n,
    account,
    customer,
    `<p>${escape(i18n.t(`emails.payment_sent.${type}`, { amount }))}</p>
<p>${escape(i18n.t('emails.common.number', { number: buyback.identificationNumber }))}</p>
${number ? `<p>${escape(i18n.t('emails.payment_sent.card', { number }))}</p>` : ''}`
  )
  await send(
    customer,
    i18n.t('emails.payment_sent.subject', { number: buyback.identificationNumber }),
    html,
    jobKey
  )
}

/** A transfer without IBAN: the customer is asked for the IBAN through a signed link. */
export async function sendIbanRequest(paymentId: number, jobKey?: string) {
  const { payment, buyback, customer, account, i18n } = await context(paymentId)
  const link = `${await publicBaseUrl(account.id)}/payment/iban/${encodeURIComponent(ibanLinkToken(payment.id))}`
  const html = layout(
    i18n,
    account,
    customer,
    `<p>${escape(i18n.t('emails.iban_request.intro', { amount: formatMoney(payment.amount, i18n.locale, account.currency) }))}</p>
<p>${escape(i18n.t('emails.common.number', { number: buyback.identificationNumber }))}</p>
<p><a href="${escape(link)}">${escape(i18n.t('emails.iban_request.action'))}</a></p>
<p>${escape(i18n.t('emails.iban_request.expires', { days: IBAN_LINK_DAYS }))}</p>`
  )
  await send(
    customer,
    i18n.t('emails.iban_request.subject', { number: buyback.identificationNumber }),
    html,
    jobKey
  )
}
