import mail from '@adonisjs/mail/services/main'
import i18nManager from '@adonisjs/i18n/services/main'
import Account from '#models/account'
import User from '#models/user'
import { LANGUAGES } from '#services/localized_text'
import { escape, layout, messageIdOf, plainText } from '#services/mail/mail_frame'
import { passwordLinkToken, type PasswordLinkKind } from '#actions/auth/password_links'
import { BOUNDS } from '#domain/bounds'
import { settings } from '#config/settings'

/** The user's own language, else their account's, else French (DESIGN.md §6). */
function localeOfUser(user: User, account: Account) {
  const wanted = user.locale ?? account.language
  return (LANGUAGES as readonly string[]).includes(wanted) ? wanted : 'fr'
}

/**
 * The e-mail with a password link: a reset asked on /lostPassword, or the invitation of a user an
 * administrator created. The link is signed when the job runs, against the password the user has then,
 * and leads to the back office (served by the product itself, APP_URL/admin, never a storefront host).
 */
export async function sendPasswordLink(userId: number, kind: PasswordLinkKind, jobKey?: string) {
  const user = await User.find(userId)
  if (!user || user.status !== 'active' || user.forceConnectionBySso) return
  const account = await Account.query().where('id', user.accountId).preload('rootDetail').firstOrFail()
  const i18n = i18nManager.locale(localeOfUser(user, account))
  const link = `${settings.appUrl}/admin/renew/${encodeURIComponent(passwordLinkToken(user, kind))}`
  const t = (key: string, args: Record<string, unknown> = {}) =>
    i18n.t(`emails.password_link.${kind}_${key}`, { email: user.email, client: account.commonName, ...args })
  const html = layout(
    i18n,
    account,
    user,
    `<p>${escape(t('intro'))}</p>
<p><a href="${escape(link)}">${escape(t('action'))}</a></p>
<p>${escape(t('expires', { hours: BOUNDS.passwordLink.resetHours, days: BOUNDS.passwordLink.invitationDays }))}</p>`
  )
  await mail.send((message) => {
    if (jobKey) message.messageId(messageIdOf(jobKey))
    message
      .to(user.email, `${user.firstname} ${user.lastname}`)
      .subject(t('subject'))
      .html(html)
      .text(plainText(html))
  })
}

/** The `password_renewal` job: the link e-mail of the active, password-using user of this address. */
export async function sendPasswordRenewal(email: string, jobKey: string) {
  const user = await User.query()
    .where('email', email)
    .where('is_anonymous', false)
    .where('status', 'active')
    .first()
  if (!user || user.forceConnectionBySso) return
  await sendPasswordLink(user.id, 'reset', jobKey)
}
