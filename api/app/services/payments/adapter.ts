import { settings } from '#config/settings'
import ConnectorConfiguration from '#models/connector_configuration'
import { withCallLog, type ConnectorCallTarget, type LoggedResult } from '#services/connectors/call_log'
import { isAllowedEndpoint } from '#services/connectors/endpoints'
import { clearProperties } from '#presenters/connector'
import { guardedFetch, isOutboundRefusal } from '#services/outbound/guard'
import { signedHeaders } from '#services/payments/adapter_signature'

/**
 * The HTTP payment adapter (docs/connectors/payment-adapter.md): the one contract that a gift card, voucher,
 * payment provider or bank payment configuration's system follows. Every request is signed with the
 * configuration's secret (services/payments/adapter_signature.ts), carries the configuration's client id,
 * has a timeout, goes through the outbound guard and leaves a line in the configuration's call log.
 *
 * An answer is one of: done (2xx), refused (4xx but 408/409/425/429: the adapter's definitive no, with its
 * code and message), or unavailable (5xx, 408/409/425/429, a timeout, no answer): `AdapterUnavailable` is
 * thrown so the job that called is retried with the queue's backoff, under the same idempotency key.
 */
export const PAYMENT_ADAPTER_KINDS: Record<string, { secret: string; client: string }> = {
  gift_card: { secret: 'apiKey', client: 'merchantId' },
  gift_card_alt: { secret: 'apiKey', client: 'programId' },
  voucher: { secret: 'apiKey', client: 'merchantId' },
  payment_provider: { secret: 'password', client: 'username' },
  bank_payment: { secret: 'clientSecret', client: 'clientId' },
}

export interface AdapterConfiguration extends ConnectorCallTarget {
  connector: string
  properties: Record<string, string | null>
}

export class AdapterUnavailable extends Error {
  override name = 'AdapterUnavailable'
  constructor(readonly code: string) {
    super(`payment adapter unavailable (${code})`)
  }
}

export type AdapterAnswer =
  | { outcome: 'done'; status: number; body: Record<string, unknown> }
  | { outcome: 'refused'; status: number; code: string; message: string | null }

const RETRIED = new Set([408, 409, 425, 429])
const CODE = /^[a-z0-9][a-z0-9_.-]{0,63}$/i

/** The configurations the account has switched on among `kinds`, in the order of `kinds`, else null. */
export async function activeAdapter(
  accountId: number,
  kinds: string[]
): Promise<AdapterConfiguration | null> {
  const rows = await ConnectorConfiguration.query()
    .where('account_id', accountId)
    .where('active', true)
    .whereIn('connector', kinds)
    .preload('properties')
    .orderBy('id')
  const chosen = kinds.map((kind) => rows.find((row) => row.connector === kind)).find(Boolean)
  if (!chosen) return null
  return {
    configurationId: chosen.id,
    accountId: chosen.accountId,
    connector: chosen.connector,
    properties: clearProperties(chosen),
  }
}

/** The provider's message, made safe to show: one line, short, without the secret or long numbers. */
export function safeDetail(message: unknown, secret: string | null): string | null {
  if (typeof message !== 'string' || !message.trim()) return null
  // Control characters (a line break, a NUL) become spaces.
  let text = [...message]
    .map((char) => (char < ' ' || char === '\u007f' ? ' ' : char))
    .join('')
    .trim()
  if (secret) text = text.split(secret).join('•••')
  // A card number, an IBAN or a token the provider repeats: masked.
  text = text.replace(/\b[A-Z]{2}\d{2}[A-Z0-9 ]{10,30}\b/g, '•••').replace(/[A-Za-z0-9+/=_-]{16,}/g, '•••')
  return text.slice(0, 200)
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text()
  try {
    const parsed = JSON.parse(text)
    return parsed && typeof parsed === 'object' ? parsed : {}
  } catch {
    return {}
  }
}

/**
 * One signed request to the configuration's adapter, logged as `operation`. `body` is sent as it is (JSON
 * unless `contentType` says otherwise); an invalid address or a missing secret is a refusal, never a call.
 */
export async function callAdapter(
  configuration: AdapterConfiguration,
  operation: string,
  request: {
    method: 'GET' | 'POST'
    path: string
    body?: string
    contentType?: string
    idempotencyKey?: string
    timeoutMs?: number
  }
): Promise<AdapterAnswer> {
  const fields = PAYMENT_ADAPTER_KINDS[configuration.connector]
  const base = configuration.properties.apiUrl
  const secret = fields ? configuration.properties[fields.secret] : null
  if (!isAllowedEndpoint(base) || !secret) {
    const code = !secret ? 'missing_secret' : 'invalid_address'
    return withCallLog(configuration, operation, async () => ({
      result: { outcome: 'refused' as const, status: 0, code, message: null },
      outcome: 'refused',
      error: code,
    }))
  }
  const body = request.body ?? ''
  const headers: Record<string, string> = {
    ...signedHeaders(secret, body),
    'X-Reprise-Client': configuration.properties[fields.client] ?? '',
    Accept: 'application/json',
  }
  if (request.body !== undefined) headers['Content-Type'] = request.contentType ?? 'application/json'
  if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey
  const url = `${base.replace(/\/+$/, '')}${request.path}`

  let answer: AdapterAnswer | null
  try {
    answer = await send()
  } catch (error) {
    // The guard refused the address: nothing left, and retrying will not change it.
    if (isOutboundRefusal(error))
      return { outcome: 'refused', status: 0, code: 'invalid_address', message: null }
    throw error
  }
  if (!answer) throw new AdapterUnavailable('server_error')
  return answer

  function send() {
    return withCallLog(configuration, operation, async (): Promise<LoggedResult<AdapterAnswer | null>> => {
      const response = await guardedFetch(url, {
        method: request.method,
        headers,
        body: request.method === 'GET' ? undefined : body,
        redirect: 'error',
        signal: AbortSignal.timeout(request.timeoutMs ?? settings.connectors.paymentAdapterTimeoutMs),
      })
      const json = await readJson(response)
      const status = response.status
      if (status >= 200 && status < 300) {
        return { result: { outcome: 'done' as const, status, body: json }, httpStatus: status }
      }
      if (status >= 500 || status < 200 || (status >= 300 && status < 400) || RETRIED.has(status)) {
        return { result: null, outcome: 'error' as const, httpStatus: status, error: `http_${status}` }
      }
      const error = (json.error ?? {}) as Record<string, unknown>
      const code = typeof error.code === 'string' && CODE.test(error.code) ? error.code : `http_${status}`
      return {
        result: { outcome: 'refused' as const, status, code, message: safeDetail(error.message, secret) },
        outcome: 'refused' as const,
        httpStatus: status,
        error: code,
      }
    })
  }
}
