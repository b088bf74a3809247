import { electronicFormatIBAN, isValidIBAN } from 'ibantools'
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'

/**
 * The identifiers of part 2 §5 checked with a library and its tables (ISO 13616 for the IBAN, the phone
 * numbering plans): apart from #domain/identifiers so that only the pages that ask for them load them.
 */

/** "fr76 3000 6000 0112 3456 7890 189" → "FR7630006000011234567890189". */
export function normaliseIban(value: string): string | null {
  const iban = electronicFormatIBAN(value)
  return iban && isValidIBAN(iban) ? iban : null
}

/** E.164 ("+33612345678"); national numbers are read in the default country, FR unless told. */
export function normalisePhone(value: string, defaultCountry: CountryCode = 'FR'): string | null {
  const phone = parsePhoneNumberFromString(value, defaultCountry)
  return phone?.isValid() ? phone.number : null
}
