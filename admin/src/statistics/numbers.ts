/**
 * Numbers and money in the reader's locale (Intl), for the charts' axes and tooltips and the tables:
 * "1 000" and "3 000 €" in French, "1,000" and "€3,000" in English.
 */
export const formatCount = (value: number | null | undefined, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value ?? 0)

/** Whole units of a currency (an axis tick): no cents. */
export const formatWholeMoney = (value: number | null | undefined, locale: string, currency = 'EUR') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value ?? 0)
