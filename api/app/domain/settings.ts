/**
 * The account's settings written in several languages (part 1 §2 "General settings"), in the order the back
 * office shows them; each is stored as a LocalizedText.
 */
export const LOCALIZED_SETTINGS = [
  'serviceTerms',
  'eula',
  'faqAndContact',
  'cookiesPolicy',
  'accessibilityStatement',
  'buybackZeroDescription',
  'noSearchResultDescription',
  'packingInstructions',
] as const
export type LocalizedSetting = (typeof LOCALIZED_SETTINGS)[number]

/** The currencies an account may keep its amounts in (DESIGN.md §3), euro by default. */
export const CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF'] as const
