/** Premium features of part 2 §6, switched on per client by a super admin. */
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
] as const
export type PremiumFeature = (typeof PREMIUM_FEATURES)[number]

/** The modules a client account can hold: retailer (tim), buyer (lcm), workshops supervisor (rps). */
export const CLIENT_MODULES = ['tim', 'lcm', 'rps'] as const
export type ClientModule = (typeof CLIENT_MODULES)[number]
