import { formatMoney, formatNumber } from '@domain/money_format'

/**
 * Numbers and money in the reader's locale, for the charts' axes and tooltips and the tables:
 * "1 000" and "3 000 €" in French, "1,000" and "€3,000" in English.
 */
export const formatCount = (value: number | null | undefined, locale: string) =>
  formatNumber(value ?? 0, locale, 1)

/** Whole units of a currency (an axis tick): no cents. */
export const formatWholeMoney = (value: number | null | undefined, locale: string, currency = 'EUR') =>
  formatMoney((value ?? 0) * 100, locale, currency, { whole: true })
