import { formatEuroCents, formatWholeNumber } from '@domain/money_format'

/** Amounts come from the API in integer cents of the client's currency (DESIGN.md §3). */

// Euros in the interface languages are written without Intl (see @domain/money_format); anything else builds
// one Intl.NumberFormat per language and currency, kept for the page's life.
const formatters = new Map<string, Intl.NumberFormat>()

function formatterFor(language: string, currency: string) {
  const key = `${language}|${currency}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { style: 'currency', currency })
    formatters.set(key, formatter)
  }
  return formatter
}

export function formatMoney(cents: number, language: string, currency = 'EUR') {
  return formatEuroCents(cents, language, currency) ?? formatterFor(language, currency).format(cents / 100)
}

/** A signed amount for modifiers and bonuses: "+5,00 €" / "−2,00 €". */
export function formatSignedMoney(cents: number, language: string, currency = 'EUR') {
  const formatted = formatMoney(Math.abs(cents), language, currency)
  return cents < 0 ? `−${formatted}` : `+${formatted}`
}

/** A count in the language's digits grouping: "1 000" in French, "1,000" in English. */
export function formatCount(value: number, language: string) {
  return formatWholeNumber(value, language) ?? new Intl.NumberFormat(language).format(value)
}
