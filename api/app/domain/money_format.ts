/**
 * Euro amounts written as Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }) writes them in
 * the four interface languages, without Intl: the first NumberFormat a page builds loads the browser's number
 * data, a long stretch of main thread on a phone, inside the very task that renders the storefront's prices. Whole numbers (counts of products) likewise. The unit
 * test checks every form against Intl itself.
 * Other languages and currencies return null: the caller then uses Intl.
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
