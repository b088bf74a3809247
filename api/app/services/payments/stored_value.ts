import { randomInt } from 'node:crypto'
import type { PaymentType } from '#domain/payment_modes'

/**
 * Gift cards and vouchers (part 1 §1 "Payments"): the payment mode's provider issues the number when the
 * buy-back is created, and credits it once the product is checked and the payment completed. The sandbox
 * providers of the embedded default issue numbers in the usual shapes; a provider connector replaces them.
 */
export type StoredValueKind = 'gift_card' | 'voucher'

export const storedValueKindOf = (type: PaymentType | string): StoredValueKind | null =>
  type === 'gift_card' || type === 'voucher' ? type : null

const digits = (count: number) => Array.from({ length: count }, () => randomInt(0, 10)).join('')
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const code = (count: number) =>
  Array.from({ length: count }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('')

/** A gift card number (19 digits) or a voucher code (three groups of four), from the sandbox provider. */
export function issueStoredValue(kind: StoredValueKind) {
  return kind === 'gift_card' ? `6${digits(18)}` : `${code(4)}-${code(4)}-${code(4)}`
}
