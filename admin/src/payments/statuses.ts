/** Part 1 §4 "Payment statuses" and the payment types, as the API records and filters them. */
export const PAYMENT_STATUSES = [
  'payment_created',
  'payment_initiated',
  'awaiting_payment',
  'payment_completed',
  'payment_failed',
  'payment_cancelled',
  'payment_not_needed',
] as const

export const PAYMENT_TYPES = ['bank_transfer', 'no_iban_transfer', 'gift_card', 'voucher', 'manual'] as const

/** The colour of a status chip: paid, failed, waiting on someone, or at rest. */
export function paymentColour(status: string): 'success' | 'error' | 'warning' | 'info' | 'default' {
  if (status === 'payment_completed') return 'success'
  if (status === 'payment_failed') return 'error'
  if (status === 'awaiting_payment') return 'warning'
  if (status === 'payment_initiated' || status === 'payment_created') return 'info'
  return 'default'
}
