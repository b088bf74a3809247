import { randomBytes } from 'node:crypto'
import encryption from '@adonisjs/core/services/encryption'
import { unsign } from '#services/app_keys'
import string from '@adonisjs/core/helpers/string'
import { settings } from '#config/settings'

/**
 * Storefront visitors (DESIGN.md §5): the largest and least trusted population costs no row. A visitor's
 * token is the application key's signature over a random visitor id, the storefront's account and an
 * expiry; nothing is stored, so verifying it reads no database. Carts and documents are owned by the
 * visitor id. Back-office users keep database tokens, which can be revoked.
 */

/** Tells a visitor token from a database access token (`oat_…`) in the same Authorization header. */
const PREFIX = 'vis_'
/** A signature made for another purpose (a signed URL, a cookie) is not a visitor token. */
const PURPOSE = 'storefront_visitor'

export interface Visitor {
  id: string
  accountId: number
}

interface SignedVisitor {
  v: string
  a: number
}

export function isVisitorToken(value: string) {
  return value.startsWith(PREFIX)
}

/** A new visitor of the storefront of `accountId`, with its token and when it expires. */
export function issueVisitorToken(
  accountId: number,
  lifetimeMs = string.milliseconds.parse(settings.anonymousTokenLifetime)
) {
  const visitor: SignedVisitor = { v: randomBytes(16).toString('base64url'), a: accountId }
  const token = PREFIX + encryption.verifier.sign(visitor, lifetimeMs, PURPOSE)
  return { token, expiresAt: new Date(Date.now() + lifetimeMs).toISOString() }
}

/** The visitor of a token; null when it was tampered with, signed with another key, or has expired. */
export function verifyVisitorToken(value: string): Visitor | null {
  if (!isVisitorToken(value)) return null
  const signed = unsign<SignedVisitor>(value.slice(PREFIX.length), PURPOSE)
  if (!signed || typeof signed.v !== 'string' || !Number.isInteger(signed.a)) return null
  return { id: signed.v, accountId: signed.a }
}
