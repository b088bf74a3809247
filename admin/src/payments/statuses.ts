import type { PaymentStatus } from '@domain/statuses'

const COLOURS: Partial<Record<PaymentStatus, 'success' | 'error' | 'warning' | 'info'>> = {
  payment_completed: 'success',
  payment_failed: 'error',
  awaiting_payment: 'warning',
  payment_initiated: 'info',
  payment_created: 'info',
}

/** The colour of a payment's status chip: paid, failed, waiting on someone, or at rest. */
export const paymentColour = (status: string) => COLOURS[status as PaymentStatus] ?? 'default'
