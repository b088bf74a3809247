import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { sqlDateTime } from '#services/sql_time'
import type { PaymentType } from '#domain/payment_modes'
import { configuredPaymentProvider } from '#services/payments/adapter_provider'

/**
 * A payment provider connector (DESIGN.md §7): pays one payment, once per idempotency key however many times
 * it is asked (a retried job, a relaunch). Bank transfers do not go through here: they leave in the
 * account's SEPA file (services/payments/sepa.ts); a manual payment is marked as paid by a person.
 */
export interface PayoutRequest {
  paymentId: number
  idempotencyKey: string
  amount: number
  currency: string
  /** The buy-back number, for the customer's statement. */
  reference: string
  /** The gift card or voucher to credit. */
  number: string | null
}

/** A refusal's `reason` is a catalogue code (errors.json); `detail` the provider's own words, never a secret. */
export type PayoutResult =
  { outcome: 'paid'; reference: string } | { outcome: 'refused'; reason: string; detail?: string | null }

export interface PaymentProvider {
  payout(request: PayoutRequest): Promise<PayoutResult>
}

/** The most a sandbox card or voucher takes in one credit, in cents (the usual stored-value limit). */
export const SANDBOX_STORED_VALUE_LIMIT = 150_000

/**
 * The sandbox gift-card and voucher provider of the embedded default. Its ledger (`payouts`) has one row per
 * idempotency key: asked again, it answers the first payout. It refuses a credit above its limit or without
 * a card number, as real providers do.
 */
export class SandboxStoredValueProvider implements PaymentProvider {
  constructor(private readonly name: string) {}

  async payout(request: PayoutRequest): Promise<PayoutResult> {
    const done = await db.from('payouts').where('idempotency_key', request.idempotencyKey).first()
    if (done) return { outcome: 'paid', reference: done.reference }
    if (!request.number) return { outcome: 'refused', reason: 'payment_provider_no_card' }
    if (request.amount > SANDBOX_STORED_VALUE_LIMIT) {
      return { outcome: 'refused', reason: 'payment_provider_limit' }
    }
    const reference = `SBX-${randomBytes(6).toString('hex').toUpperCase()}`
    try {
      await db.insertQuery().table('payouts').insert({
        provider: this.name,
        idempotency_key: request.idempotencyKey,
        payment_id: request.paymentId,
        amount: request.amount,
        reference,
        created_at: sqlDateTime(),
      })
      return { outcome: 'paid', reference }
    } catch (error) {
      // Asked twice at once: the unique key lets one payout through; the other answers it.
      const first = await db.from('payouts').where('idempotency_key', request.idempotencyKey).first()
      if (first) return { outcome: 'paid', reference: first.reference }
      throw error
    }
  }
}

/**
 * The provider of a stored-value payment (DESIGN.md §7): the account's active configuration of the payment's
 * kind (a gift card, voucher or payment provider adapter, services/payments/adapter_provider.ts), else the
 * embedded sandbox. Null for the other types.
 */
export async function providerFor(
  accountId: number,
  type: PaymentType,
  provider: string
): Promise<PaymentProvider | null> {
  if (type !== 'gift_card' && type !== 'voucher') return null
  return (await configuredPaymentProvider(accountId, type)) ?? new SandboxStoredValueProvider(provider)
}

/**
 * Which of these payments the embedded sandbox pays (DESIGN.md §7, said on screen): a gift card or voucher
 * whose account has no active configuration of its kind. Asked once per account and type.
 */
export async function sandboxPaidOf(payments: { accountId: number; type: string }[]) {
  const known = new Map<string, boolean>()
  const keyOf = (payment: { accountId: number; type: string }) => `${payment.accountId}:${payment.type}`
  for (const payment of payments) {
    const key = keyOf(payment)
    if (known.has(key)) continue
    const stored = payment.type === 'gift_card' || payment.type === 'voucher'
    known.set(
      key,
      stored && (await configuredPaymentProvider(payment.accountId, payment.type as PaymentType)) === null
    )
  }
  return (payment: { accountId: number; type: string }) => known.get(keyOf(payment)) ?? false
}
