/**
 * Quick checks of a phone number and a postal code while the customer types (part 2 §5), so that a typo shows
 * when the field is left rather than after "Confirm". The server checks again with its own rules
 * (api/app/domain/zip_codes.ts, libphonenumber); these mirror them for the countries the storefront offers.
 */
const ZIP_PATTERNS: Record<string, RegExp> = {
  FR: /^\d{5}$/,
  BE: /^[1-9]\d{3}$/,
  NL: /^[1-9]\d{3} ?[A-Z]{2}$/,
  DE: /^\d{5}$/,
  LU: /^(?:L-?)?\d{4}$/,
  CH: /^[1-9]\d{3}$/,
}

export function isZipCodeValid(value: string, country: string) {
  const typed = value.trim().toUpperCase().replace(/\s+/g, ' ')
  const pattern = ZIP_PATTERNS[country]
  return pattern ? pattern.test(typed) : /^[A-Z0-9]{2,10}$/.test(typed.replace(/[ -]/g, ''))
}

/**
 * The server reads a national number (no + or 00) as a French one (api/app/validators/cart.ts `phone()`):
 * ten digits starting with 0. An international one has 8 to 15 digits.
 */
export function isPhoneValid(value: string) {
  const typed = value.trim()
  if (!/^\+?[\d\s.()/-]+$/.test(typed)) return false
  const digits = typed.replace(/\D/g, '')
  if (typed.startsWith('+') || digits.startsWith('00')) {
    const international = digits.replace(/^00/, '')
    return international.length >= 8 && international.length <= 15
  }
  return /^0[1-9]\d{8}$/.test(digits)
}
