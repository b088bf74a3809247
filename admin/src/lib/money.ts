/** Money is integer cents in the API and in records; the forms and the list show euros. */
export const centsToEuros = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : String(cents / 100)

export const eurosToCents = (euros: string | number | null | undefined) => {
  if (euros === null || euros === undefined || euros === '') return null
  const number = Number(String(euros).replace(',', '.'))
  return Number.isFinite(number) ? Math.round(number * 100) : null
}

export const formatEuros = (cents: number | null | undefined, locale: string) =>
  cents === null || cents === undefined
    ? '-'
    : new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100)

/** An amount in integer cents of the given currency (payments carry theirs). */
export const formatMoney = (cents: number | null | undefined, locale: string, currency = 'EUR') =>
  cents === null || cents === undefined
    ? '-'
    : new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100)
