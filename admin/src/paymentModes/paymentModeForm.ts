import { maxLength, minLength, required, type Validator } from 'react-admin'

/** Bounds of part 2 §5 "Payment modes"; the server enforces the same. */
export const PAYMENT_TYPES = ['bank_transfer', 'no_iban_transfer', 'gift_card', 'voucher', 'manual']
export const BONUS_MODES = ['disabled', 'percentage', 'amount']
export const MODIFIER_TYPES = ['fixed', 'percentage']
const LONG_DESCRIPTION_LINES = 15

export { choicesOf } from '../lib/choices'

const maxLines: Validator = (value?: string | null) =>
  value && value.split(/\r\n|\r|\n/).length > LONG_DESCRIPTION_LINES
    ? { message: 'resources.paymentModes.validation.max_lines', args: { max: LONG_DESCRIPTION_LINES } }
    : undefined

/** Percentage: whole number from -100 to 100, not 0; amount: whole number, not 0. */
const bonusValue: Validator = (value: number | null | undefined, values: { bonusMode?: string }) => {
  if (values.bonusMode === 'disabled' || value === null || value === undefined) return undefined
  if (!Number.isInteger(value) || value === 0) return 'resources.paymentModes.validation.bonus_value'
  if (values.bonusMode === 'percentage' && Math.abs(value) > 100) {
    return 'resources.paymentModes.validation.bonus_value'
  }
  return undefined
}

const capSign: Validator = (value: number | null | undefined, values: { bonusValue?: number | null }) =>
  value && values.bonusValue && Math.sign(value) !== Math.sign(values.bonusValue)
    ? 'resources.paymentModes.validation.cap_sign'
    : undefined

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
