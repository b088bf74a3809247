import { BOUNDS } from '#domain/bounds'

interface ZipFormat {
  pattern: RegExp
  /** Writes a valid code the way the postal service does; the input as typed (trimmed, uppercase) otherwise. */
  format?: (match: RegExpExecArray) => string | undefined
}

/** Postal code formats by ISO 3166-1 alpha-2 country. */
export const ZIP_CODE_FORMATS: Readonly<Record<string, ZipFormat>> = {
  FR: { pattern: /^\d{5}$/ },
  BE: { pattern: /^[1-9]\d{3}$/ },
  NL: { pattern: /^([1-9]\d{3}) ?([A-Z]{2})$/, format: (match) => `${match[1]} ${match[2]}` },
  DE: { pattern: /^\d{5}$/ },
  LU: { pattern: /^(?:L-?)?(\d{4})$/, format: (match) => match[1] },
  CH: { pattern: /^[1-9]\d{3}$/ },
  GB: {
    pattern: /^([A-Z]{1,2}\d[A-Z\d]?|GIR) ?(\d[A-Z]{2})$/,
    format: (match) => `${match[1]} ${match[2]}`,
  },
  ES: { pattern: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/ },
  IT: { pattern: /^\d{5}$/ },
  PT: { pattern: /^(\d{4})[- ]?(\d{3})$/, format: (match) => `${match[1]}-${match[2]}` },
  AT: { pattern: /^[1-9]\d{3}$/ },
  US: {
    pattern: /^(\d{5})(?:[- ]?(\d{4}))?$/,
    format: (match) => (match[2] ? `${match[1]}-${match[2]}` : match[1]),
  },
}

export function hasKnownZipFormat(country: string): boolean {
  return Object.hasOwn(ZIP_CODE_FORMATS, country.trim().toUpperCase())
}

/**
 * The zip code as the postal service writes it, or null when it is not valid for the country. A country
 * without a known format takes 2 to 10 letters or digits, in groups separated by a space or a hyphen.
 */
export function normaliseZipCode(value: string, country: string): string | null {
  const typed = value.trim().toUpperCase().replace(/\s+/g, ' ')
  const known = hasKnownZipFormat(country) ? ZIP_CODE_FORMATS[country.trim().toUpperCase()] : undefined
  if (known) {
    const match = known.pattern.exec(typed)
    if (!match) return null
    return known.format?.(match) ?? typed
  }
  const { min, max } = BOUNDS.zipCode
  const alphanumerics = typed.replace(/[ -]/g, '').length
  if (!/^[A-Z0-9]+(?:[ -][A-Z0-9]+)*$/.test(typed) || alphanumerics < min || alphanumerics > max) return null
  return typed
}
