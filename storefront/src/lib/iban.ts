import { normaliseIban } from '@domain/bank_and_phone'

/**
 * Groups of four, as printed on a bank statement, for reading a valid IBAN back to the customer. Whether it is
 * valid is the server's rule (api/app/domain/bank_and_phone.ts `normaliseIban`), checked here before the round trip.
 */
export const printIban = (value: string) =>
  (normaliseIban(value) ?? value.trim()).replace(/(.{4})(?=.)/g, '$1 ')
