import { createHash, timingSafeEqual } from 'node:crypto'

/**
 * Binds an OpenID sign-in attempt to the browser that started it (OAuth 2.0 security best current
 * practice, RFC 9700 §4.7): without it, an attacker who starts a sign-in with their own identity and has a
 * victim open the callback link gets the victim's browser signed in as the attacker (login CSRF).
 *
 * The back office makes a random secret (32 bytes) and keeps it in its tab's sessionStorage; it sends only
 * the secret's SHA-256 (base64url) when asking for the authorization URL, and the secret itself when it
 * posts the provider's answer. The attempt keeps the hash only, so neither the database nor a log of the
 * start request reveals the secret.
 *
 * Why sessionStorage rather than an HttpOnly SameSite=Lax cookie set by the API on the callback path: a
 * cookie scoped to a path cannot carry the `__Host-` prefix, so a sibling subdomain could plant its own
 * value for our domain (cookie tossing) and rebuild exactly the attack this prevents; one cookie is also
 * shared by every tab, so a second sign-in started elsewhere would break the first. sessionStorage belongs
 * to this origin and this tab only, which is where the provider sends the browser back; nobody else can
 * write it. Script injection could read it, but such a script could already act as the signed-in user.
 */

/** The hash as the browser sends it: SHA-256 in base64url, without padding. */
export const BINDING_HASH_PATTERN = /^[A-Za-z0-9_-]{43}$/

const hashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('base64url')

/** Whether the secret posted at the callback is the one whose hash the attempt kept. */
export function isSameBrowser(storedHash: string | null, secret: unknown) {
  if (!storedHash || typeof secret !== 'string' || !secret) return false
  const expected = Buffer.from(storedHash)
  const given = Buffer.from(hashOf(secret))
  return expected.length === given.length && timingSafeEqual(expected, given)
}
