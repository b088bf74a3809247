/**
 * The transfer order (transfer of ownership) document of part 1 §1. Its custom general terms (premium
 * custom_transfer_order) may only use these variables, inserted as `{{name}}` from the settings dropdown
 * (part 1 §3 "Transfer order variables"); the document service fills them in.
 */
export const TRANSFER_ORDER_VARIABLES = [
  'total_price',
  'buyer_address',
  'buyer_long_name',
  'buyer_name',
  'buyer_siret',
  'buyer_capital',
  'customer_firstname',
  'customer_lastname',
  'payment_type',
  'product_label',
] as const

/** The `{{…}}` placeholders of a text that are not transfer-order variables. */
export function unknownVariables(text: string): string[] {
  const unknown = [...text.matchAll(/\{\{([^}]*)\}\}/g)]
    .map((match) => match[1].trim())
    .filter((name) => !(TRANSFER_ORDER_VARIABLES as readonly string[]).includes(name))
  return [...new Set(unknown)]
}

/** Fills the variables in; unknown ones were refused when the terms were saved. */
export function fillVariables(text: string, values: Partial<Record<string, string>>) {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (_, name: string) => values[name] ?? '')
}
