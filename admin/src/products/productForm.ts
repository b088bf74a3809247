import { maxLength, minLength, required } from 'react-admin'
import { currentLocale } from '../providers/i18n'
import { centsToEuros, eurosToCents } from '../lib/money'

/** Bounds of part 2 §5 "Product", as the API checks them (the server stays the reference). */
export const PRICE_BOUNDS = { min: 0, max: 50000 }

export const labelValidators = [required(), minLength(2), maxLength(255)]
export const textValidators = [maxLength(255)]
export const commentValidators = [maxLength(500)]

/** Grade prices: cents in the record, euros in the input. */
export const priceFormat = (cents: number | null | undefined) => centsToEuros(cents)
export const priceParse = (euros: string) => eurosToCents(euros)

export const priceValidator = (cents: number | null | undefined) => {
  if (cents === null || cents === undefined) return undefined
  if (cents >= PRICE_BOUNDS.min * 100 && cents <= PRICE_BOUNDS.max * 100) return undefined
  const format = new Intl.NumberFormat(currentLocale())
  return {
    message: 'resources.products.validation.price',
    args: { min: format.format(PRICE_BOUNDS.min), max: format.format(PRICE_BOUNDS.max) },
  }
}

export const wholeValidator = (value: number | null | undefined) =>
  value === null || value === undefined || (Number.isInteger(value) && value >= 0)
    ? undefined
    : 'resources.products.validation.integer'

/** TAC codes: a list in the record, "a, b" in the input; the API takes either. */
export const tacFormat = (value: string[] | string | null | undefined) =>
  Array.isArray(value) ? value.join(', ') : (value ?? '')

export const STATUS_CHOICES = [
  { id: 'draft', name: 'resources.products.status.draft' },
  { id: 'published', name: 'resources.products.status.published' },
]

export const productRepresentation = (record: { label?: string }) => record?.label ?? ''
