import { maxLength, minLength, required, type Validator } from 'react-admin'
import { BOUNDS } from '@domain/bounds'
import { bonusValueFault, capSignWrong } from '@domain/payment_modes'

/** Bounds of part 2 §5 "Payment modes"; the server enforces the same. */
export { BONUS_MODES, PAYMENT_TYPES } from '@domain/payment_modes'
export { MODIFIER_TYPES } from '@domain/pricing'
const LONG_DESCRIPTION_LINES = BOUNDS.paymentLongDescription.lines

export { choicesOf } from '../lib/choices'

const maxLines: Validator = (value?: string | null) =>
  value && value.split(/\r\n|\r|\n/).length > LONG_DESCRIPTION_LINES
    ? { message: 'resources.paymentModes.validation.max_lines', args: { max: LONG_DESCRIPTION_LINES } }
    : undefined

/** The bonus rules of #domain/payment_modes, as the server applies them. */
const bonusValue: Validator = (value: number | null | undefined, values: { bonusMode?: string }) =>
  values.bonusMode !== 'disabled' && typeof value === 'number' && bonusValueFault(values.bonusMode, value)
    ? { message: 'resources.paymentModes.validation.bonus_value', args: BOUNDS.bonusPercentage }
    : undefined

const capSign: Validator = (value: number | null | undefined, values: { bonusValue?: number | null }) =>
  capSignWrong(value, values.bonusValue) ? 'resources.paymentModes.validation.cap_sign' : undefined

export const validators = {
  provider: [required(), minLength(2), maxLength(64)],
  label: [required(), maxLength(255)],
  description: [required(), minLength(2), maxLength(300)],
  longDescription: [maxLength(800), maxLines],
  mailContent: [maxLength(300)],
  manualPaymentInfo: [maxLength(255)],
  bonusValue: [required(), bonusValue],
  bonusCap: [capSign],
}
