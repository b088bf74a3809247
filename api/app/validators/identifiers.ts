import vine from '@vinejs/vine'
import type { CountryCode } from 'libphonenumber-js/max'
import type { FieldContext } from '@vinejs/vine/types'
import { BOUNDS } from '#domain/bounds'
import {
  NATIONAL_IDENTIFICATION_TYPES,
  gtinProblem,
  imeiProblem,
  isBuybackCode,
  isItemCode,
  isLatitude,
  isLongitude,
  isWarehouseCode,
  normaliseNationalIdentification,
  parseTacList,
  type NationalIdentificationType,
} from '#domain/identifiers'
import { hasKnownZipFormat, normaliseZipCode } from '#domain/zip_codes'
import { normaliseIban, normalisePhone } from '#domain/bank_and_phone'

/**
 * VineJS rules for the identifiers of part 2 §5. Each reports a rule name of its own, translated through
 * `validator.shared.messages.<rule>` with the bounds of #domain/bounds as arguments; the English texts
 * below only serve when no i18n messages provider is set. E-mail stays `email()` of #validators/rules.
 */
const ENGLISH = {
  imei: 'The IMEI is not valid',
  imeiNotNumeric: 'The IMEI must contain digits only',
  imeiTooShort: 'The IMEI must contain at least {{ min }} digits',
  imeiTooLong: 'The IMEI must contain at most {{ max }} digits',
  tacList: 'Each TAC code must contain {{ length }} digits, separated by commas',
  gtin: 'The EAN/GTIN code must contain {{ lengths }} or {{ last }} digits',
  gtinCheckDigit: 'The check digit of the EAN/GTIN code is not valid',
  buybackCode: 'The buy-back code must contain exactly {{ length }} digits',
  itemCode: 'The item code must contain {{ lengths }} or {{ last }} letters or digits',
  warehouseCode: 'The warehouse code must contain {{ lengths }} or {{ last }} letters or digits',
  iban: 'The IBAN is not valid',
  phone: 'The phone number is not valid',
  zipCode: 'The zip code is not valid for this country',
  zipCodeAlphanumeric: 'The zip code must contain between {{ min }} and {{ max }} letters or digits',
  nationalIdentification:
    'The document number must contain between {{ min }} and {{ max }} letters or digits',
  latitude: 'The latitude must be between {{ min }} and {{ max }}',
  longitude: 'The longitude must be between {{ min }} and {{ max }}',
} as const
type RuleName = keyof typeof ENGLISH

function report(field: FieldContext, rule: RuleName, args: Record<string, unknown> = {}) {
  field.report(ENGLISH[rule], rule, field, args)
}

/** `[8, 12, 13, 14]` → `{ lengths: "8, 12, 13", last: 14 }`, for "… 8, 12, 13 or 14 …" in every language. */
function lengthsArgs(lengths: readonly number[]) {
  return { lengths: lengths.slice(0, -1).join(', '), last: lengths.at(-1) }
}

function sibling(field: FieldContext, name: string): string {
  const value: unknown = field.parent?.[name]
  return typeof value === 'string' ? value.trim() : ''
}

const imeiRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const problem = imeiProblem(value)
  if (problem) report(field, problem, BOUNDS.imei)
})

const tacListRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !parseTacList(value)) report(field, 'tacList', BOUNDS.tac)
})

const gtinRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const problem = gtinProblem(value)
  if (problem) report(field, problem, lengthsArgs(BOUNDS.gtin.lengths))
})

const codeRule = vine.createRule(
  (value: unknown, kind: 'buybackCode' | 'itemCode' | 'warehouseCode', field: FieldContext) => {
    if (typeof value !== 'string') return
    if (kind === 'buybackCode' && !isBuybackCode(value)) report(field, kind, BOUNDS.buybackCode)
    if (kind === 'itemCode' && !isItemCode(value)) {
      report(field, kind, lengthsArgs(BOUNDS.itemCode.lengths))
    }
    if (kind === 'warehouseCode' && !isWarehouseCode(value)) {
      report(field, kind, lengthsArgs(BOUNDS.warehouseCode.lengths))
    }
  }
)

const ibanRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !normaliseIban(value)) report(field, 'iban')
})

const phoneRule = vine.createRule((value: unknown, country: CountryCode, field: FieldContext) => {
  if (typeof value === 'string' && !normalisePhone(value, country)) report(field, 'phone')
})

const zipCodeRule = vine.createRule((value: unknown, countryField: string, field: FieldContext) => {
  if (typeof value !== 'string') return
  const country = sibling(field, countryField)
  if (normaliseZipCode(value, country)) return
  if (hasKnownZipFormat(country)) report(field, 'zipCode', { country })
  else report(field, 'zipCodeAlphanumeric', BOUNDS.zipCode)
})

/** Skipped while the type is unknown: the type field reports its own error. */
const nationalIdentificationRule = vine.createRule(
  (value: unknown, typeField: string, field: FieldContext) => {
    const type = sibling(field, typeField) as NationalIdentificationType
    if (typeof value !== 'string' || !NATIONAL_IDENTIFICATION_TYPES.includes(type)) return
    if (!normaliseNationalIdentification(type, value)) {
      report(field, 'nationalIdentification', BOUNDS.nationalIdentification[type])
    }
  }
)

const coordinateRule = vine.createRule(
  (value: unknown, axis: 'latitude' | 'longitude', field: FieldContext) => {
    if (typeof value !== 'number') return
    const valid = axis === 'latitude' ? isLatitude(value) : isLongitude(value)
    if (!valid) report(field, axis, BOUNDS[axis])
  }
)

/** Digits only, 15 to 17. Check the product's TAC codes with `imeiMatchesTac` (a warning, not an error). */
export const imei = () => vine.string().trim().use(imeiRule())

/** "35209900, 35332011" → ["35209900", "35332011"]. */
export const tacList = () =>
  vine
    .string()
    .trim()
    .use(tacListRule())
    .transform((value) => (typeof value === 'string' ? (parseTacList(value) ?? []) : value))

export const gtin = () => vine.string().trim().use(gtinRule())
export const buybackCode = () => vine.string().trim().use(codeRule('buybackCode'))
export const itemCode = () => vine.string().trim().use(codeRule('itemCode'))
export const warehouseCode = () => vine.string().trim().use(codeRule('warehouseCode'))

/** Stored in electronic format: no spaces, uppercase. */
export const iban = () =>
  vine
    .string()
    .trim()
    .use(ibanRule())
    .transform((value) => (typeof value === 'string' ? (normaliseIban(value) ?? value) : value))

/** Stored in E.164; national numbers are read in `defaultCountry`. */
export const phone = (defaultCountry: CountryCode = 'FR') =>
  vine
    .string()
    .trim()
    .use(phoneRule(defaultCountry))
    .transform((value) =>
      typeof value === 'string' ? (normalisePhone(value, defaultCountry) ?? value) : value
    )

/** Checked against the country of the sibling field `countryField` (ISO 3166-1 alpha-2). */
export const zipCode = (countryField = 'country') =>
  vine
    .string()
    .trim()
    .use(zipCodeRule(countryField))
    // VineJS runs the transform of a nullable field on null too.
    .transform((value, field) =>
      typeof value === 'string' ? (normaliseZipCode(value, sibling(field, countryField)) ?? value) : value
    )

export const nationalIdentificationType = () => vine.enum(NATIONAL_IDENTIFICATION_TYPES)

/** Bounded by the type in the sibling field `typeField`; stored without spaces or hyphens, uppercase. */
export const nationalIdentificationNumber = (typeField = 'type') =>
  vine
    .string()
    .trim()
    .use(nationalIdentificationRule(typeField))
    .transform((value, field) =>
      typeof value === 'string'
        ? (normaliseNationalIdentification(sibling(field, typeField), value) ?? value)
        : value
    )

export const latitude = () => vine.number().use(coordinateRule('latitude'))
export const longitude = () => vine.number().use(coordinateRule('longitude'))
