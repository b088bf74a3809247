import type { VerificationResult } from '../types'

/** The outcome in words, with the amount it names (the new proposal, the amount absorbed). */
export function outcomeText(
  t: (key: string, options?: Record<string, unknown>) => string,
  money: (cents: number | null | undefined) => string,
  outcome: VerificationResult['outcome'],
  amounts: { price?: number | null; absorbed?: number | null }
) {
  return t(`outcomes.long.${outcome}`, { price: money(amounts.price), absorbed: money(amounts.absorbed) })
}
