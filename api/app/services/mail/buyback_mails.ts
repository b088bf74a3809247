import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import router from '@adonisjs/core/services/router'
import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'
import Account from '#models/account'
import Buyback from '#models/buyback'
import Cart from '#models/cart'
import Customer from '#models/customer'
import Item from '#models/item'
import PaymentMode from '#models/payment_mode'
import WhiteLabelConfig from '#models/white_label_config'
import { LANGUAGES } from '#services/localized_text'
import { renderBuybackDocument, type BuybackDocument } from '#services/documents/buyback_documents'
import { labelBytes, labelFileName, labelState } from '#services/shipping_labels'
import { storedValueKindOf } from '#services/payments/stored_value'
import { photoFile, photosOf } from '#services/verification/photos'
import { settings } from '#config/settings'
import { buybackLine, lineTotal } from '#domain/pricing'
import { PROPOSAL_LINK_DAYS, proposalLinks } from '#actions/litigation/litigation'

/** Days the documents' signed links in an e-mail stay valid. */
export const DOCUMENT_LINK_DAYS = 30

export const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * Where e-mail links lead: in production the client's storefront host when it has one, else (and on a
 * newcomer's machine, where the demo hosts do not resolve) the product's own address, APP_URL.
 */
export async function publicBaseUrl(accountId: number) {
  if (!settings.isProduction) return settings.appUrl
  const site = await WhiteLabelConfig.query().where('account_id', accountId).whereNotNull('host').first()
  return site?.host ? `https://${site.host}` : settings.appUrl
}

export function localeOf(customer: Customer | null, account: Account) {
  const wanted = customer?.language ?? account.language
  return (LANGUAGES as readonly string[]).includes(wanted) ? wanted : 'fr'
}

export function documentLink(base: string, buybackId: number, kind: BuybackDocument | 'shipping_label') {
  const path = router.makeSignedUrl(
    'buyback.document',
    { buybackId, kind },
    { expiresIn: `${DOCUMENT_LINK_DAYS} days` }
  )
  return `${base}${path}`
}

/**
 * The text part of an e-mail: its HTML without tags, entities decoded. A link keeps its address on a line of
 * its own after its text, an image its alternative text (the photos are attachments there), a paragraph a
 * blank line: the text part says what the HTML part says.
 */
export function plainText(html: string) {
  return html
    .replace(/<br>/g, '\n')
    .replace(/<\/p>\s*/g, '</p>\n\n')
    .replace(
      /<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g,
      (_, href: string, text: string) => `${text}:\n${href}\n\n`
    )
    .replace(/<img [^>]*alt="([^"]+)"[^>]*>/g, (_, alt: string) => `[${alt}]\n`)
    .replace(/<[^>]+>/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

export function money(cents: number, locale: string, currency: string) {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100)
}

/** The frame every customer e-mail shares: greeting, body, support line, signature. */
export function layout(i18n: I18n, account: Account, customer: Pick<Customer, 'firstname'>, body: string) {
  const support = account.rootDetail?.sellerSupportEmail
  return `<!doctype html><html lang="${i18n.locale}"><body style="font-family:Arial,sans-serif;color:#14171c;line-height:1.5">
<p>${escape(i18n.t('emails.common.hello', { name: customer.firstname }))}</p>
${body}
${support ? `<p>${escape(i18n.t('emails.common.support', { email: support }))}</p>` : ''}
<p>${escape(i18n.t('emails.common.signature', { client: account.commonName }))}</p>
</body></html>`
}

/**
 * The Message-ID of the e-mail a job sends: the same for every run of the job, so that a job run again
 * after its worker died writes the same outbox file, and mail servers can drop the second copy.
 */
export const messageIdOf = (jobKey: string) => `<${jobKey.replace(/[^\w.-]/g, '-')}@jobs.reprise>`

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
${escape(i18n.t('emails.common.total', { amount: money(total, locale, account.currency) }))}<br>
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

/**
 * The new price proposal of a litigation, with its signed accept and decline links (part 1 §4); as a
 * reminder, the same with a line saying the answer is still awaited and fresh links.
 */
export async function sendProposalMail(buybackId: number, jobKey?: string, { reminder = false } = {}) {
  const buyback = await Buyback.query()
    .where('id', buybackId)
    .preload('product')
    .preload('customer')
    .firstOrFail()
  const customer = buyback.customer
  const account = await Account.query().where('id', buyback.accountId).preload('rootDetail').firstOrFail()
  const locale = localeOf(customer, account)
  const i18n = i18nManager.locale(locale)
  const links = proposalLinks(await publicBaseUrl(account.id), buyback.id)
  const sent = await db
    .from('status_history')
    .where({ buyback_id: buyback.id, event: 'proposal_sent', subject_type: 'buyback' })
    .orderBy('id', 'desc')
    .first()
  // The workshop's comment reaches the customer only when the client shares it (part 1 §3).
  const shared = account.rootDetail?.isWarehouseCommentSharedToClient ? sent?.comment : null
  const photos = await proposalPhotos(buyback.id)
  const grade = (value: string | null) => (value ? i18n.t(`documents.grades.${value}`) : '')
  const amount = (cents: number | null) => money(cents ?? 0, locale, account.currency)
  const button = (href: string, label: string, colour: string) =>
    `<a href="${escape(href)}" style="display:inline-block;margin:4px 8px 4px 0;padding:10px 16px;border-radius:6px;background:${colour};color:#ffffff;text-decoration:none">${escape(label)}</a>`
  const html = layout(
    i18n,
    account,
    customer,
    `${reminder ? `<p><strong>${escape(i18n.t('emails.proposal.reminder_intro'))}</strong></p>` : ''}
<p>${escape(i18n.t('emails.proposal.intro', { product: buyback.product?.label ?? '' }))}</p>
<p>${escape(i18n.t('emails.common.number', { number: buyback.identificationNumber }))}<br>
${escape(i18n.t('emails.proposal.declared', { amount: amount(buyback.declaredPrice), grade: grade(buyback.declaredGrade) }))}<br>
<strong>${escape(i18n.t('emails.proposal.proposed', { amount: amount(buyback.controlledPrice), grade: grade(buyback.controlledGrade) }))}</strong></p>
${shared ? `<p>${escape(i18n.t('emails.proposal.comment', { comment: shared }))}</p>` : ''}
${photos.length ? `<p>${escape(i18n.t('emails.proposal.photos'))}</p><p>${photos.map((photo, index) => `<img src="cid:${photo.cid}" alt="${escape(i18n.t('emails.proposal.photo_alt', { n: index + 1, file: photo.fileName }))}" width="240" style="margin:0 8px 8px 0;border-radius:4px">`).join('')}</p>` : ''}
<p>${button(links.accept, i18n.t('emails.proposal.accept'), '#1a7f37')}${button(links.reject, i18n.t('emails.proposal.reject'), '#6b7280')}</p>
<p style="color:#4b5563">${escape(i18n.t('emails.proposal.expire', { days: PROPOSAL_LINK_DAYS }))}</p>`
  )
  await mail.send((message) => {
    if (jobKey) message.messageId(messageIdOf(jobKey))
    message
      .to(customer.email, `${customer.firstname} ${customer.lastname}`)
      .subject(
        i18n.t(reminder ? 'emails.proposal.reminder_subject' : 'emails.proposal.subject', {
          number: buyback.identificationNumber,
        })
      )
      .html(html)
      .text(plainText(html))
    for (const photo of photos) {
      message.embedData(photo.bytes, photo.cid, { filename: photo.fileName, contentType: photo.contentType })
    }
  })
}

/** The photos of the verification that opened the proposal, embedded in its e-mail (issue 16). */
async function proposalPhotos(buybackId: number) {
  const verification = await db
    .from('item_verifications')
    .where({ buyback_id: buybackId, outcome: 'litigation' })
    .orderBy('id', 'desc')
    .first()
  if (!verification) return []
  const photos = await photosOf(Number(verification.item_id), Number(verification.id))
  return Promise.all(
    photos.map(async (photo, index) => ({
      cid: `photo-${photo.id}@reprise`,
      fileName: `photo-${index + 1}.${photo.contentType === 'image/png' ? 'png' : 'jpg'}`,
      contentType: photo.contentType,
      bytes: (await photoFile(Number(verification.item_id), photo.id)).bytes,
    }))
  )
}

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
