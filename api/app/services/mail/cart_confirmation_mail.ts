import { formatMoney } from '#domain/money_format'
import mail from '@adonisjs/mail/services/main'
import i18nManager from '@adonisjs/i18n/services/main'
import Account from '#models/account'
import Buyback from '#models/buyback'
import Cart from '#models/cart'
import Customer from '#models/customer'
import PaymentMode from '#models/payment_mode'
import { renderBuybackDocument, type BuybackDocument } from '#services/documents/buyback_documents'
import { labelBytes, labelFileName, labelState } from '#services/shipping_labels'
import { storedValueKindOf } from '#services/payments/stored_value'
import { buybackLine, lineTotal } from '#domain/pricing'
import {
  DOCUMENT_LINK_DAYS,
  documentLink,
  escape,
  layout,
  localeOf,
  messageIdOf,
  plainText,
  publicBaseUrl,
} from '#services/mail/mail_frame'

/**
 * The confirmation of a checked-out cart (part 1 §2): each buy-back with its number, amount and next step,
 * signed links to its documents, and the documents attached, in the customer's language.
 */
export async function sendCartConfirmation(cartId: string, jobKey?: string) {
  const cart = await Cart.findOrFail(cartId)
  const customer = await Customer.findOrFail(cart.customerId!)
  const account = await Account.query().where('id', cart.accountId).preload('rootDetail').firstOrFail()
  const buybacks = await Buyback.query()
    .where('cart_id', cart.id)
    .preload('product')
    .preload('circuit')
    .orderBy('id')
  const locale = localeOf(customer, account)
  const i18n = i18nManager.locale(locale)
  const base = await publicBaseUrl(account.id)
  const attachments: { bytes: Buffer; fileName: string }[] = []
  const items: string[] = []
  for (const buyback of buybacks) {
    const mode = buyback.paymentModeId ? await PaymentMode.find(buyback.paymentModeId) : null
    const storedValue = mode ? storedValueKindOf(mode.type) : null
    const kinds: BuybackDocument[] = [
      'transfer_order',
      'tracking_sheet',
      ...(storedValue ? [storedValue] : []),
    ]
    for (const kind of kinds) attachments.push(await renderBuybackDocument(buyback.id, kind, locale))
    // The carrier's label, when it was booked before this e-mail (its job runs first).
    const withLabel = (await labelState(buyback)) === 'ready'
    if (withLabel) {
      attachments.push({ bytes: await labelBytes(buyback.id), fileName: await labelFileName(buyback) })
    }
    const total = lineTotal(buybackLine(buyback, buyback.declaredPrice ?? 0))
    const links = [...kinds, ...(withLabel ? (['shipping_label'] as const) : [])]
      .map(
        (kind) =>
          `<a href="${escape(documentLink(base, buyback.id, kind))}">${escape(i18n.t(`emails.common.${kind}`))}</a>`
      )
      .join(' · ')
    items.push(`<li style="margin-bottom:12px"><strong>${escape(buyback.product?.label ?? '')}</strong><br>
${escape(i18n.t('emails.common.number', { number: buyback.identificationNumber }))}<br>
${escape(i18n.t('emails.common.total', { amount: formatMoney(total, locale, account.currency) }))}<br>
${escape(i18n.t(`emails.confirmation.next.${buyback.circuit?.deposit ?? 'post'}`))}<br>
${escape(i18n.t('emails.common.documents'))} ${links}</li>`)
  }
  const subject =
    buybacks.length === 1
      ? i18n.t('emails.confirmation.subject_single', { number: buybacks[0].identificationNumber })
      : i18n.t('emails.confirmation.subject_many', { count: buybacks.length })
  const html = layout(
    i18n,
    account,
    customer,
    `<p>${escape(i18n.t('emails.confirmation.intro'))}</p><ul>${items.join('')}</ul>
<p style="color:#4b5563">${escape(i18n.t('emails.common.links_expire', { days: DOCUMENT_LINK_DAYS }))}</p>`
  )

  await mail.send((message) => {
    if (jobKey) message.messageId(messageIdOf(jobKey))
    message
      .to(customer.email, `${customer.firstname} ${customer.lastname}`)
      .subject(subject)
      .html(html)
      .text(plainText(html))
    for (const { bytes, fileName } of attachments) {
      message.attachData(bytes, { filename: fileName, contentType: 'application/pdf' })
    }
  })
}
