import { saveUserEndingSessions } from '#services/auth/sessions'
import { createHash } from 'node:crypto'
import encryption from '@adonisjs/core/services/encryption'
import { unsign } from '#services/app_keys'
import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import { errors } from '@vinejs/vine'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import User from '#models/user'
import BusinessError from '#exceptions/business_error'
import { BOUNDS } from '#domain/bounds'
import { enqueue } from '#services/jobs/queue'

/**
 * E-mailed password links (part 1 §2). The application key signs the user, the kind of link, an
 * expiry and a fingerprint of the user's current password hash; nothing is stored. Once the password
 * changes the fingerprint no longer matches, so a link works once. A forged or altered token does not
 * unsign (invalid, 404); a genuine one past its expiry is expired (410).
 */
const PURPOSE = 'password-link'

export type PasswordLinkKind = 'reset' | 'invitation'

interface Signed {
  u: number
  k: PasswordLinkKind
  f: string
  exp: number
}

const fingerprint = (userId: number, passwordHash: string | null) =>
  createHash('sha256')
    .update(`${userId}:${passwordHash ?? ''}`)
    .digest('base64url')
    .slice(0, 22)

function lifetime(kind: PasswordLinkKind) {
  return kind === 'invitation'
    ? { days: BOUNDS.passwordLink.invitationDays }
    : { hours: BOUNDS.passwordLink.resetHours }
}

export function passwordLinkToken(user: { id: number; password: string | null }, kind: PasswordLinkKind) {
  const signed: Signed = {
    u: user.id,
    k: kind,
    f: fingerprint(user.id, user.password),
    exp: DateTime.utc().plus(lifetime(kind)).toMillis(),
  }
  return encryption.verifier.sign(signed, undefined, PURPOSE)
}

/** The user a link names and what it is for, or why it cannot be used. */
export async function openPasswordLink(token: string, client?: TransactionClientContract) {
  const signed = unsign<Signed>(token, PURPOSE)
  if (!signed || typeof signed.u !== 'number' || typeof signed.exp !== 'number') {
    throw new BusinessError('password_link_invalid', 404)
  }
  if (signed.exp < Date.now()) throw new BusinessError('password_link_expired', 410)
  const user = await User.query({ client }).where('id', signed.u).where('is_anonymous', false).first()
  if (!user || user.status !== 'active' || signed.f !== fingerprint(user.id, user.password)) {
    throw new BusinessError('password_link_invalid', 404)
  }
  if (user.forceConnectionBySso) throw new BusinessError('password_sso_managed', 403)
  return { user, isPasswordCreation: signed.k === 'invitation' }
}

/** Queues the e-mail with a fresh link; in the caller's transaction when there is one. */
export async function queuePasswordLink(
  userId: number,
  kind: PasswordLinkKind,
  client?: TransactionClientContract
) {
  await enqueue('password_link_mail', { userId, kind }, { client })
}

/**
 * `POST /api/password/renew`: the same answer, and the same work, whatever the address: the request only
 * queues the address. The job (`password_renewal`) then finds the user and e-mails the link, or does
 * nothing for an unknown, inactive or SSO-only address; an SSO-only user is told to use single sign-on by
 * the login page, never by a mail that would confirm the address to a stranger.
 */
export async function requestPasswordRenewal(email: string) {
  await enqueue('password_renewal', { email })
}

/** Sets the password from a link: single use, different from the old one, every session closed. */
export async function setPasswordFromLink(token: string, password: string, i18n: I18n) {
  await db.transaction(async (trx) => {
    const { user } = await openPasswordLink(token, trx)
    if (user.password && (await user.verifyPassword(password))) {
      throw new errors.E_VALIDATION_ERROR({ password: i18n.t('errors.password_unchanged') })
    }
    user.useTransaction(trx)
    user.password = password
    await saveUserEndingSessions(user)
  })
}
