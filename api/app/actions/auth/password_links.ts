import { createHash } from 'node:crypto'
import encryption from '@adonisjs/core/services/encryption'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { BOUNDS } from '#domain/bounds'
import { enqueue } from '#services/jobs/queue'

/**
 * E-mailed password links (part 1 §2). The application key signs the user, the kind of link, an
 * expiry and a fingerprint of the user's current password hash; nothing is stored. Once the password
 * changes the fingerprint no longer matches, so a link works once. A forged or altered token does not
 * unsign (invalid, 404); a genuine one past its expiry is expired (410).
 */
export const PURPOSE = 'password-link'

export type PasswordLinkKind = 'reset' | 'invitation'

export interface Signed {
  u: number
  k: PasswordLinkKind
  f: string
  exp: number
}

export const fingerprint = (userId: number, passwordHash: string | null) =>
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

/** Queues the e-mail with a fresh link; in the caller's transaction when there is one. */
export async function queuePasswordLink(
  userId: number,
  kind: PasswordLinkKind,
  client?: TransactionClientContract
) {
  await enqueue('password_link_mail', { userId, kind }, { client })
}
