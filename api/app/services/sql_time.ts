import { DateTime } from 'luxon'

/**
 * A timestamp as Lucid writes it ('yyyy-MM-dd HH:mm:ss', UTC), for raw inserts and updates: a JS Date
 * would be stored as a number by SQLite and then refused by the models' date columns.
 */
export function sqlDateTime(value: Date | DateTime = DateTime.utc()) {
  const date = value instanceof Date ? DateTime.fromJSDate(value) : value
  return date.toUTC().toFormat('yyyy-MM-dd HH:mm:ss')
}

/**
 * A timestamp read raw (not through a model) as ISO 8601 in UTC, as the API sends dates: SQLite answers
 * the text written above, which carries no zone and would be read as the reader's local time; MariaDB a
 * Date. Null for none.
 */
export function isoOfRaw(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  const date = typeof value === 'string' ? new Date(`${value.replace(' ', 'T')}Z`) : new Date(value as Date)
  return date.toISOString()
}
