import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import Account from '#models/account'
import Buyback from '#models/buyback'
import Item from '#models/item'
import { escape, layout, localeOf, messageIdOf, plainText } from '#services/mail/mail_frame'

/**
 * The quarantine mail (part 1 §4): the customer's product is held at the workshop (the reason the workshop
 * gave, when it gave one) and will not be bought back until it is cleared; the customer is asked to contact
 * the support.
 */
export async function sendQuarantineMail(itemId: number, jobKey?: string) {
  const item = await Item.findOrFail(itemId)
  const buyback = await Buyback.query()
    .where('id', item.buybackId)
    .preload('product')
    .preload('customer')
    .firstOrFail()
  const customer = buyback.customer
  const account = await Account.query().where('id', buyback.accountId).preload('rootDetail').firstOrFail()
  const i18n = i18nManager.locale(localeOf(customer, account))
  // The reason the workshop chose, in the customer's language, and its comment when the client shares it.
  const verification = await db
    .from('item_verifications')
    .where({ item_id: item.id, outcome: 'quarantine' })
    .orderBy('id', 'desc')
    .first()
  const reasons = [
    verification?.quarantine_reason
      ? i18n.t(`verification.quarantine_reasons.${verification.quarantine_reason}`)
      : null,
    account.rootDetail?.isWarehouseCommentSharedToClient ? verification?.comment : null,
  ].filter(Boolean)
  const html = layout(
    i18n,
    account,
    customer,
    `<p>${escape(i18n.t('emails.quarantine.intro', { product: buyback.product?.label ?? '' }))}</p>
<p>${escape(i18n.t('emails.common.number', { number: buyback.identificationNumber }))}</p>
${reasons.length ? `<p>${escape(i18n.t('emails.quarantine.reason', { reason: reasons.join(' — ') }))}</p>` : ''}
<p>${escape(i18n.t('emails.quarantine.next'))}</p>`
  )
  await mail.send((message) => {
    if (jobKey) message.messageId(messageIdOf(jobKey))
    message
      .to(customer.email, `${customer.firstname} ${customer.lastname}`)
      .subject(i18n.t('emails.quarantine.subject', { number: buyback.identificationNumber }))
      .html(html)
      .text(plainText(html))
  })
}
