import { BOUNDS } from '#domain/bounds'

/**
 * Pure checks of the identifiers of part 2 §5, shared by the VineJS rules (#validators/identifiers) and the
 * imports. Each `normalise*` returns the value to store, or null when it is not valid. The IBAN and phone
 * rules, which carry their libraries' tables, are in #domain/bank_and_phone: a page that checks an IMEI does
 * not download them.
 */

export type ImeiProblem = 'imeiNotNumeric' | 'imeiTooShort' | 'imeiTooLong' | 'imei'

/** Digits only, 15 to 17; a 15-digit IMEI also carries a valid Luhn check digit (the general error). */
export function imeiProblem(value: string): ImeiProblem | null {
  const { min, max } = BOUNDS.imei
  if (!/^\d*$/.test(value)) return 'imeiNotNumeric'
  if (value.length < min) return 'imeiTooShort'
  if (value.length > max) return 'imeiTooLong'
  if (value.length === 15 && !hasLuhnCheckDigit(value)) return 'imei'
  return null
}

function hasLuhnCheckDigit(digits: string): boolean {
  const sum = [...digits].reverse().reduce((total, digit, index) => {
    const doubled = Number(digit) * (index % 2 === 1 ? 2 : 1)
    return total + (doubled > 9 ? doubled - 9 : doubled)
  }, 0)
  return sum % 10 === 0
}

/** A manufacturer's serial number: letters, digits, dots, slashes and hyphens, 64 characters at most. */
export const SERIAL_NUMBER_PATTERN = /^[A-Za-z0-9./-]*$/

export function isSerialNumber(value: string): boolean {
  return value.length <= BOUNDS.serialNumber.max && SERIAL_NUMBER_PATTERN.test(value)
}

/** "35209900, 35332011" → ["35209900", "35332011"]; null when any code is not 8 digits. */
export function parseTacList(value: string): string[] | null {
  const tacs = value.split(',').map((tac) => tac.trim())
  const tacPattern = new RegExp(`^\\d{${BOUNDS.tac.length}}$`)
  if (!tacs.every((tac) => tacPattern.test(tac))) return null
  return [...new Set(tacs)]
}

/** A mismatch is a warning to show, never a refusal. A product without TAC codes matches every IMEI. */
export function imeiMatchesTac(imei: string, tacs: readonly string[]): boolean {
  return tacs.length === 0 || tacs.includes(imei.slice(0, BOUNDS.tac.length))
}

/** GS1 check digit of the digits before it: weights 3 and 1 from the right. */
export function gtinCheckDigit(body: string): number {
  const sum = [...body]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 1 : 3), 0)
  return (10 - (sum % 10)) % 10
}

export function gtinProblem(value: string): 'gtin' | 'gtinCheckDigit' | null {
  const lengths: readonly number[] = BOUNDS.gtin.lengths
  if (!/^\d+$/.test(value) || !lengths.includes(value.length)) return 'gtin'
  return gtinCheckDigit(value.slice(0, -1)) === Number(value.at(-1)) ? null : 'gtinCheckDigit'
}

export function isBuybackCode(value: string): boolean {
  return new RegExp(`^\\d{${BOUNDS.buybackCode.length}}$`).test(value)
}

/** Item and warehouse codes: 8 or 13 letters or digits. */
export function isItemCode(value: string): boolean {
  return /^[A-Za-z0-9]+$/.test(value) && lengthIn(value, BOUNDS.itemCode.lengths)
}

export function isWarehouseCode(value: string): boolean {
  return /^[A-Za-z0-9]+$/.test(value) && lengthIn(value, BOUNDS.warehouseCode.lengths)
}

function lengthIn(value: string, lengths: readonly number[]) {
  return lengths.includes(value.length)
}

/** A pragmatic address check (RFC 5321 lengths, a dotted domain with a top-level label of letters). */
export function isEmail(value: string): boolean {
  const { max, localPartMax } = BOUNDS.email
  const at = value.lastIndexOf('@')
  if (value.length > max || at < 1 || at > localPartMax) return false
  const local = value.slice(0, at)
  const labels = value.slice(at + 1).split('.')
  return (
    /^[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*$/.test(local) &&
    labels.length > 1 &&
    labels.every((label) => /^[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?$/i.test(label)) &&
    /^(?:[a-z]{2,}|xn--[a-z\d-]+)$/i.test(labels.at(-1)!)
  )
}

export const NATIONAL_IDENTIFICATION_TYPES = [
  'driving_licence',
  'identity_card',
  'passport',
  'residence_permit',
] as const
export type NationalIdentificationType = (typeof NATIONAL_IDENTIFICATION_TYPES)[number]

/** Letters and digits within the bounds of the type; spaces and hyphens as printed are dropped. */
export function normaliseNationalIdentification(type: string, value: string): string | null {
  if (!(NATIONAL_IDENTIFICATION_TYPES as readonly string[]).includes(type)) return null
  const { min, max } = BOUNDS.nationalIdentification[type as NationalIdentificationType]
  const number = value.replace(/[\s-]/g, '').toUpperCase()
  return /^[A-Z0-9]+$/.test(number) && number.length >= min && number.length <= max ? number : null
}

export function isLatitude(value: number): boolean {
  const { min, max } = BOUNDS.latitude
  return Number.isFinite(value) && value >= min && value <= max
}

export function isLongitude(value: number): boolean {
  const { min, max } = BOUNDS.longitude
  return Number.isFinite(value) && value >= min && value <= max
}
