import PaymentMode from '#models/payment_mode'
import { type PaymentModeFields, columnsOf } from '#actions/payment_modes/shared'

export function createPaymentMode(accountId: number, fields: PaymentModeFields) {
  return PaymentMode.create({ ...columnsOf(fields), accountId, status: fields.status ?? 'active' })
}
