/**
 * The one money and number formatter of the house: the API's documents, e-mails and CSV files, the back
 * office and the storefront all write amounts through `formatMoney` (or `plainAmount` for machines).
 *
 * Euro amounts in the four interface languages are written as Intl.NumberFormat(language, { style:
 * 'currency', currency: 'EUR' }) writes them, without Intl: the first NumberFormat a page builds loads the
 * browser's number data, a long stretch of main thread on a phone, inside the very task that renders the
 * storefront's prices. Whole numbers (counts of products) likewise. The unit test checks every form against
 * Intl itself. Other languages and currencies go to Intl, one formatter per form kept for the process's or
 * the page's life.
 */
type EuroStyle = {
  group: string
  decimal: string
  /** The amount's digits ("1 234,56") with its sign ('' or '-') placed as the language does. */
  write: (digits: string, sign: string) => string
}

const NBSP = '\u00a0'
/** French groups thousands with a narrow no-break space. */
const NNBSP = '\u202f'

const EURO_STYLES: Record<string, EuroStyle> = {
  fr: { group: NNBSP, decimal: ',', write: (digits, sign) => `${sign}${digits}${NBSP}€` },
  de: { group: '.', decimal: ',', write: (digits, sign) => `${sign}${digits}${NBSP}€` },
  en: { group: ',', decimal: '.', write: (digits, sign) => `${sign}€${digits}` },
  nl: { group: '.', decimal: ',', write: (digits, sign) => `€${NBSP}${sign}${digits}` },
}

/** The digits of a whole number grouped by thousands with the language's separator. */
const grouped = (whole: number, group: string) => whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, group)

/**
 * A whole number as Intl.NumberFormat(language) writes it ("1 000", "1,000", "1.000"), for counts shown
 * beside the prices; null where only Intl knows the form.
 */
export function formatWholeNumber(value: number, language: string): string | null {
  const style = EURO_STYLES[language]
  if (!style || !Number.isSafeInteger(value)) return null
  return `${value < 0 ? '-' : ''}${grouped(Math.abs(value), style.group)}`
}

/** "1 234,56 €" for 123456 cents in French; null where only Intl knows the form. */
export function formatEuroCents(cents: number, language: string, currency = 'EUR'): string | null {
  const style = EURO_STYLES[language]
  if (!style || currency !== 'EUR' || !Number.isFinite(cents)) return null
  const rounded = Math.round(Math.abs(cents))
  const units = grouped(Math.floor(rounded / 100), style.group)
  const hundredths = String(rounded % 100).padStart(2, '0')
  return style.write(`${units}${style.decimal}${hundredths}`, cents < 0 && rounded > 0 ? '-' : '')
}

const formatters = new Map<string, Intl.NumberFormat>()

function intlFormatter(language: string, options: Intl.NumberFormatOptions) {
  const key = `${language}|${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, options)
    formatters.set(key, formatter)
  }
  return formatter
}

export interface MoneyOptions {
  /** Whole units only ("3 000 €"), for a chart's axis. */
  whole?: boolean
}

/** An amount in integer cents of a currency in the reader's language: "1 234,56 €" in French. */
export function formatMoney(
  cents: number,
  language: string,
  currency = 'EUR',
  { whole = false }: MoneyOptions = {}
): string {
  if (whole)
    return intlFormatter(language, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
      cents / 100
    )
  return (
    formatEuroCents(cents, language, currency) ??
    intlFormatter(language, { style: 'currency', currency }).format(cents / 100)
  )
}

/** A signed amount for modifiers and bonuses: "+5,00 €" / "−2,00 €". */
export function formatSignedMoney(cents: number, language: string, currency = 'EUR') {
  const formatted = formatMoney(Math.abs(cents), language, currency)
  return cents < 0 ? `−${formatted}` : `+${formatted}`
}

/**
 * A number in the reader's language: "1 000" in French, "1,000" in English; `maximumFractionDigits` as
 * Intl's (three by default).
 */
export function formatNumber(value: number, language: string, maximumFractionDigits?: number): string {
  return (
    formatWholeNumber(value, language) ??
    intlFormatter(language, maximumFractionDigits === undefined ? {} : { maximumFractionDigits }).format(
      value
    )
  )
}

/** An amount for machines and spreadsheets' number cells: 1250 cents is "12.50", whatever the language. */
export const plainAmount = (cents: number) => (cents / 100).toFixed(2)
