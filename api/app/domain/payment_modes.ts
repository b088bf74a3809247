import { BOUNDS } from '#domain/bounds'

/** Part 2 §5 "Payment modes": the kinds of payment, the bonus modes, and the bonus rules. */
export const PAYMENT_TYPES = ['bank_transfer', 'no_iban_transfer', 'gift_card', 'voucher', 'manual'] as const
export type PaymentType = (typeof PAYMENT_TYPES)[number]

export const BONUS_MODES = ['disabled', 'percentage', 'amount'] as const
export type BonusMode = (typeof BONUS_MODES)[number]

/**
 * What is wrong with a bonus value, or null: a percentage is a whole number from -100 to 100 other than 0,
 * an amount a whole number of cents other than 0.
 */
export function bonusValueFault(
  mode: string | undefined,
  value: number
): 'bonusPercentage' | 'bonusAmount' | null {
  const { min, max } = BOUNDS.bonusPercentage
  if (mode === 'percentage' && (!Number.isInteger(value) || value === 0 || value < min || value > max)) {
    return 'bonusPercentage'
  }
  if (mode === 'amount' && (!Number.isInteger(value) || value === 0)) return 'bonusAmount'
  return null
}

/** A bonus cap has the sign of its bonus. */
export const capSignWrong = (cap: number | null | undefined, bonus: number | null | undefined) =>
  typeof cap === 'number' &&
  typeof bonus === 'number' &&
  cap !== 0 &&
  bonus !== 0 &&
  Math.sign(cap) !== Math.sign(bonus)
