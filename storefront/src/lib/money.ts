/** Amounts come from the API in integer cents of the client's currency (DESIGN.md §3). */
export function formatMoney(cents: number, language: string, currency = 'EUR') {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100)
}

/** A signed amount for modifiers and bonuses: "+5,00 €" / "−2,00 €". */
export function formatSignedMoney(cents: number, language: string, currency = 'EUR') {
  const formatted = formatMoney(Math.abs(cents), language, currency)
  return cents < 0 ? `−${formatted}` : `+${formatted}`
}
