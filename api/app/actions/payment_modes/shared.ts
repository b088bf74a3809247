import type { Infer } from '@vinejs/vine/types'
import type { paymentModeValidator } from '#validators/payment_mode'
import { NO_MODIFIER } from '#validators/payment_mode'

export type PaymentModeFields = Infer<typeof paymentModeValidator>

/** The columns of a payment mode from the validated fields (the modifier is stored flat). */
export function columnsOf(fields: PaymentModeFields) {
  const { modifier, bonusMode, bonusValue, bonusCap, ...rest } = fields
  const bonus = bonusMode === 'disabled'
  return {
    ...rest,
    modifierType: (modifier ?? NO_MODIFIER).type,
    modifierValue: (modifier ?? NO_MODIFIER).value,
    modifierCappedAmount: modifier?.cappedAmount ?? null,
    bonusMode,
    bonusValue: bonus ? null : (bonusValue ?? null),
    bonusCap: bonus ? null : (bonusCap ?? null),
  }
}
