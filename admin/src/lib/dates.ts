/**
 * A date-time the API sends (ISO, or a database's `YYYY-MM-DD HH:MM:SS` in UTC without its zone) in the
 * reader's locale; null stays null.
 */
export function formatDateTime(at: string | null | undefined, locale: string) {
  if (!at) return null
  const zoned = /(Z|[+-]\d\d:?\d\d)$/.test(at) ? at : `${at}Z`
  return new Date(zoned.replace(' ', 'T')).toLocaleString(locale)
}
