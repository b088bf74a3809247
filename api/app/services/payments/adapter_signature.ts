import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The signature of the payment adapter contract (docs/connectors/payment-adapter.md), for both ends: we sign
 * every request to an adapter; the adapter (a retailer's or a partner's system, and our tests' loopback
 * servers) checks it with `verifyAdapterSignature`. This module depends on Node alone so a receiver can
 * copy it as it is.
 *
 * `X-Reprise-Timestamp` is the Unix time in seconds; `X-Reprise-Signature` the hex HMAC-SHA256 of
 * `<timestamp>.<raw body>` (an empty body for a GET) keyed with the configuration's secret.
 */
export const TIMESTAMP_HEADER = 'x-reprise-timestamp'
export const SIGNATURE_HEADER = 'x-reprise-signature'
export const IDEMPOTENCY_HEADER = 'idempotency-key'
/** A receiver refuses a request signed longer ago (or further ahead) than this. */
export const SIGNATURE_TOLERANCE_SECONDS = 300

export function adapterSignature(secret: string, timestamp: string, body: string) {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
}

/** The headers that sign `body` now. */
export function signedHeaders(secret: string, body: string, now = Date.now()) {
  const timestamp = String(Math.floor(now / 1000))
  return {
    'X-Reprise-Timestamp': timestamp,
    'X-Reprise-Signature': adapterSignature(secret, timestamp, body),
  }
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'stale' | 'bad_signature' }

/**
 * What a receiver does with a request: both headers present, the timestamp within the tolerance of its own
 * clock, the signature equal (compared in constant time) to the one it computes over the raw body.
 */
export function verifyAdapterSignature(input: {
  secret: string
  timestamp: string | string[] | undefined
  signature: string | string[] | undefined
  body: string
  now?: number
  toleranceSeconds?: number
}): SignatureCheck {
  const { timestamp, signature } = input
  if (typeof timestamp !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(timestamp)) {
    return { ok: false, reason: 'missing' }
  }
  const now = Math.floor((input.now ?? Date.now()) / 1000)
  if (Math.abs(now - Number(timestamp)) > (input.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS)) {
    return { ok: false, reason: 'stale' }
  }
  const expected = Buffer.from(adapterSignature(input.secret, timestamp, input.body), 'hex')
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad_signature' }
  }
  return { ok: true }
}
