/**
 * The IMEI rules of part 2 §5 (the server applies them again, api/app/domain/identifiers.ts): digits only,
 * 15 to 17 of them, and a 15-digit IMEI ends with its Luhn check digit (the general error); each broken rule
 * has its own message key (`verification.imei.*`).
 */
export const IMEI_MIN = 15
export const IMEI_MAX = 17
export const TAC_LENGTH = 8

export type ImeiProblem = 'required' | 'not_numeric' | 'too_short' | 'too_long' | 'invalid' | null

export function imeiProblem(imei: string, required: boolean): ImeiProblem {
  if (!imei) return required ? 'required' : null
  if (!/^\d+$/.test(imei)) return 'not_numeric'
  if (imei.length < IMEI_MIN) return 'too_short'
  if (imei.length > IMEI_MAX) return 'too_long'
  if (imei.length === IMEI_MIN && !hasLuhnCheckDigit(imei)) return 'invalid'
  return null
}

function hasLuhnCheckDigit(digits: string) {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

/** The serial number's characters and length, as the API accepts them. */
export const SERIAL_MAX = 64
export const isSerialNumber = (serial: string) =>
  serial.length <= SERIAL_MAX && /^[A-Za-z0-9./-]*$/.test(serial)

/** The TAC (first 8 digits) is not among the product's; an empty list checks nothing. */
export const tacMismatch = (imei: string, tacCodes: readonly string[]) =>
  imei.length >= TAC_LENGTH && tacCodes.length > 0 && !tacCodes.includes(imei.slice(0, TAC_LENGTH))
