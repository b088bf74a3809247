import { settings } from '#config/settings'
import type { PeerCheck } from '#services/connectors/peers'
import {
  activeAdapter,
  callAdapter,
  type AdapterAnswer,
  type AdapterConfiguration,
} from '#services/payments/adapter'
import type { PaymentProvider, PayoutRequest, PayoutResult } from '#services/payments/providers'
import type { PaymentType } from '#domain/payment_modes'

/**
 * What the payment adapter contract (docs/connectors/payment-adapter.md) is used for: crediting a card or a
 * voucher (`POST /payouts`), handing the day's SEPA file to the bank (`POST /sepa-files`), and the connection
 * test (`GET /health`, the cheapest signed request).
 */

/** The connector kinds that pay a payment type, the first one configured and active winning. */
export const ADAPTER_KINDS_FOR: Partial<Record<PaymentType, string[]>> = {
  gift_card: ['gift_card', 'gift_card_alt', 'payment_provider'],
  voucher: ['voucher', 'payment_provider'],
}

/**
 * The adapter's refusal codes the product knows, as catalogue reasons (errors.json, the payment search);
 * any other code is `payment_provider_refused`, the provider's message kept as the failure's detail.
 */
const KNOWN_REFUSALS: Record<string, string> = {
  no_card: 'payment_provider_no_card',
  card_unknown: 'payment_provider_card_unknown',
  card_blocked: 'payment_provider_card_blocked',
  limit_exceeded: 'payment_provider_limit',
  currency_not_supported: 'payment_provider_currency',
  invalid_request: 'payment_provider_invalid_request',
  unauthorized: 'payment_provider_unauthorized',
  invalid_signature: 'payment_provider_unauthorized',
  invalid_address: 'payment_provider_invalid_address',
  missing_secret: 'payment_provider_unauthorized',
}

export function refusalReason(answer: Extract<AdapterAnswer, { outcome: 'refused' }>) {
  if (KNOWN_REFUSALS[answer.code]) return KNOWN_REFUSALS[answer.code]
  if (answer.status === 401 || answer.status === 403) return 'payment_provider_unauthorized'
  return 'payment_provider_refused'
}

export class AdapterPaymentProvider implements PaymentProvider {
  constructor(
    private readonly configuration: AdapterConfiguration,
    private readonly type: PaymentType
  ) {}

  async payout(request: PayoutRequest): Promise<PayoutResult> {
    const body = JSON.stringify({
      paymentId: request.paymentId,
      type: this.type,
      amount: request.amount,
      currency: request.currency,
      reference: request.reference,
      number: request.number,
    })
    const answer = await callAdapter(this.configuration, 'payout', {
      method: 'POST',
      path: '/payouts',
      body,
      idempotencyKey: request.idempotencyKey,
    })
    if (answer.outcome === 'refused') {
      return { outcome: 'refused', reason: refusalReason(answer), detail: answer.message }
    }
    const reference = typeof answer.body.reference === 'string' ? answer.body.reference.slice(0, 100) : ''
    return { outcome: 'paid', reference }
  }
}

/** The account's configured adapter for a stored-value payment, or null (the sandbox then pays). */
export async function configuredPaymentProvider(accountId: number, type: PaymentType) {
  const kinds = ADAPTER_KINDS_FOR[type]
  if (!kinds) return null
  const configuration = await activeAdapter(accountId, kinds)
  return configuration ? new AdapterPaymentProvider(configuration, type) : null
}

/** The account's active bank payment configuration, which takes the SEPA files; null: they wait for download. */
export const configuredBank = (accountId: number) => activeAdapter(accountId, ['bank_payment'])

/** Hands a SEPA file to the bank's adapter, the file's message id as its idempotency key. */
export async function postSepaFile(configuration: AdapterConfiguration, messageId: string, xml: string) {
  return callAdapter(configuration, 'send_sepa_file', {
    method: 'POST',
    path: '/sepa-files',
    body: xml,
    contentType: 'application/xml',
    idempotencyKey: messageId,
  })
}

/**
 * The connection test of an adapter kind: a signed `GET /health`, logged with the configuration's calls. A
 * 2xx is a peer that knows our secret; 401/403 a peer that refuses it.
 */
export async function checkAdapterHealth(configuration: AdapterConfiguration): Promise<PeerCheck> {
  try {
    const answer = await callAdapter(configuration, 'health', {
      method: 'GET',
      path: '/health',
      timeoutMs: settings.connectors.testTimeoutMs,
    })
    if (answer.outcome === 'done') return { ok: true, reason: 'answered', status: answer.status }
    if (answer.code === 'invalid_address') return { ok: false, reason: 'invalid_address' }
    if (answer.code === 'missing_secret') return { ok: false, reason: 'unauthorized' }
    if (answer.status === 401 || answer.status === 403) {
      return { ok: false, reason: 'unauthorized', status: answer.status }
    }
    return { ok: false, reason: 'refused', status: answer.status }
  } catch (error) {
    const name = (error as { name?: string } | null)?.name
    if (name === 'TimeoutError' || name === 'AbortError') return { ok: false, reason: 'timeout' }
    if (name === 'AdapterUnavailable') return { ok: false, reason: 'server_error' }
    return { ok: false, reason: 'unreachable' }
  }
}
