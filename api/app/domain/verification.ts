import type { VerificationOutcome } from '#domain/pricing'

/**
 * Issue 16, verification (homologation): why an item is held in quarantine instead of being verified (the
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
