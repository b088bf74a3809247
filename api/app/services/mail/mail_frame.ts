import router from '@adonisjs/core/services/router'
import type { I18n } from '@adonisjs/i18n'
import type Account from '#models/account'
import type Customer from '#models/customer'
import WhiteLabelConfig from '#models/white_label_config'
import { LANGUAGES } from '#services/localized_text'
import type { BuybackDocument } from '#services/documents/buyback_documents'
import { settings } from '#config/settings'

/*
 * What every customer e-mail shares: its frame, its text part, its language, its links and its Message-ID.
 * One module a mail beside it (cart_confirmation_mail, proposal_mail, quarantine_mail, payment_mails, …).
 */

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
