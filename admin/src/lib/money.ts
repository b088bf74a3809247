import { formatMoney as formatAmount } from '@domain/money_format'

/** Money is integer cents in the API and in records; the forms and the list show euros. */
export const centsToEuros = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : String(cents / 100)

export const eurosToCents = (euros: string | number | null | undefined) => {
  if (euros === null || euros === undefined || euros === '') return null
  const number = Number(String(euros).replace(',', '.'))
  return Number.isFinite(number) ? Math.round(number * 100) : null
}

/** An amount in integer cents of the given currency (payments carry theirs), "-" when there is none. */
export const formatMoney = (cents: number | null | undefined, locale: string, currency = 'EUR') =>
  cents === null || cents === undefined ? '-' : formatAmount(cents, locale, currency)
