import type { VerificationOutcome } from '#domain/pricing'

/**
 * Verification (homologation): why an item is held in quarantine instead of being verified (the
 * reasons are translated under `verification.quarantine_reasons.<code>`), and what a verification may end in.
 */
export const QUARANTINE_REASONS = ['imei_blocked', 'imei_reported', 'activation_lock', 'suspicion'] as const
export type QuarantineReason = (typeof QUARANTINE_REASONS)[number]

export type VerificationResult = VerificationOutcome | 'quarantine'

/** The status machine's event of each completion; a litigation fires `proposal_sent` instead. */
export const COMPLETION_EVENTS = {
  completed: 'verified_as_declared',
  completed_by_price: 'verified_higher',
  completed_with_absorption: 'verified_absorbed',
} as const satisfies Partial<Record<VerificationOutcome, string>>

/**
 * The one figure a verification summary shows: what will be paid, and the rule of DESIGN.md §3 that gives
 * it. Better than declared, the declared price is kept; lower within the absorption, the declared price is
 * paid and the difference absorbed; lower beyond it, the controlled price becomes the proposal.
 */
export const PAYMENT_RULES = {
  completed: 'as_declared',
  completed_by_price: 'declared_price_kept',
  completed_with_absorption: 'absorption',
  litigation: 'controlled_price',
} as const satisfies Record<VerificationOutcome, string>
export type PaymentRule = (typeof PAYMENT_RULES)[VerificationOutcome]

export function paymentOf(decided: { outcome: VerificationOutcome; price: number; absorbed: number }) {
  return { price: decided.price, rule: PAYMENT_RULES[decided.outcome], absorbed: decided.absorbed }
}
