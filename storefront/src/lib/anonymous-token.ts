import type { AnonymousToken } from '@/types/api'
import { waitForRetry } from './service-unavailable'

const STORAGE_KEY = 'reprise.anonymousToken'
// Renew a little before the server's expiry so a request never leaves with a token about to lapse.
const EXPIRY_MARGIN_MS = 60_000

let inFlight: Promise<string> | null = null

function isUsable(value: unknown): value is AnonymousToken {
  if (!value || typeof value !== 'object') return false
  const { token, expiresAt } = value as Partial<AnonymousToken>
  if (typeof token !== 'string' || !token) return false
  if (expiresAt === null) return true // a token without expiry
  const expiry = Date.parse(String(expiresAt))
  return Number.isFinite(expiry) && expiry - EXPIRY_MARGIN_MS > Date.now()
}

/** The stored token when it is still valid; never calls the server. */
export function readAnonymousToken(): string | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : null
    return isUsable(parsed) ? parsed.token : null
  } catch {
    return null
  }
}

export function forgetAnonymousToken() {
  try {
    window.localStorage.removeItem(STORAGE_KEY)
  } catch {
    // Nothing stored, nothing to forget.
  }
}

async function requestAnonymousToken(): Promise<string> {
  const response = await fetch('/api/auth/anonymous', {
    method: 'POST',
    headers: { Accept: 'application/json' },
  })
  if (response.status === 503) {
    // The service briefly unavailable: the visitor's retry asks again.
    const refused = (await response.json().catch(() => null)) as { message?: unknown } | null
    await waitForRetry(refused, response)
    return requestAnonymousToken()
  }
  if (!response.ok) throw new Error(`Anonymous token refused (${response.status})`)
  const body: unknown = await response.json()
  if (!isUsable(body)) throw new Error('Anonymous token response is invalid')
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ token: body.token, expiresAt: body.expiresAt }))
  } catch {
    // Without storage the token lives in this page only; a reload asks for a new one.
  }
  return body.token
}

/** A valid anonymous token, obtained on first need and renewed once expired; parallel callers share one request. */
export function getAnonymousToken(): Promise<string> {
  const stored = readAnonymousToken()
  if (stored) return Promise.resolve(stored)
  inFlight ??= requestAnonymousToken().finally(() => {
    inFlight = null
  })
  return inFlight
}
