export const CLIENT_MODULES = ['tim', 'lcm', 'rps']
export const PREMIUM_FEATURES = [
  'custom_transfer_order',
  'imei_search_and_collect',
  'multi_product_cart',
  'payment_bonus',
  'absorption',
  'sftp_access',
  'deposit_bonus',
  'refurb_connector',
  'scan_searchbar',
]
export const choicesOf = (values: string[], prefix: string) =>
  values.map((id) => ({ id, name: `${prefix}.${id}` }))
