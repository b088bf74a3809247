import PaymentMode from '#models/payment_mode'
import { type PaymentModeFields, columnsOf } from '#actions/payment_modes/shared'

export async function updatePaymentMode(mode: PaymentMode, fields: PaymentModeFields) {
  mode.merge(columnsOf(fields))
  await mode.save()
  return mode
}
