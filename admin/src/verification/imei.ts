import { BOUNDS } from '@domain/bounds'
import { imeiMatchesTac, imeiProblem as brokenImeiRule } from '@domain/identifiers'

/**
 * The IMEI and serial number rules of part 2 §5 are the API's (api/app/domain/identifiers.ts); this file only
 * names their message keys (`verification.imei.*`) and the "required" the product's settings add.
 */
export const IMEI_MAX = BOUNDS.imei.max
export const SERIAL_MAX = BOUNDS.serialNumber.max
export { isSerialNumber } from '@domain/identifiers'

const MESSAGE_KEYS = {
  imeiNotNumeric: 'not_numeric',
  imeiTooShort: 'too_short',
  imeiTooLong: 'too_long',
  imei: 'invalid',
} as const

export type ImeiProblem = 'required' | (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS] | null

export function imeiProblem(imei: string, required: boolean): ImeiProblem {
  if (!imei) return required ? 'required' : null
  const broken = brokenImeiRule(imei)
  return broken ? MESSAGE_KEYS[broken] : null
}

/** The TAC (first 8 digits) is not among the product's, once 8 digits are typed; an empty list checks nothing. */
export const tacMismatch = (imei: string, tacCodes: readonly string[]) =>
  imei.length >= BOUNDS.tac.length && !imeiMatchesTac(imei, tacCodes)
