import { DateTime } from 'luxon'

/**
 * A timestamp as Lucid writes it ('yyyy-MM-dd HH:mm:ss', UTC), for raw inserts and updates: a JS Date
 * would be stored as a number by SQLite and then refused by the models' date columns.
 */
export function sqlDateTime(value: Date | DateTime = DateTime.utc()) {
  const date = value instanceof Date ? DateTime.fromJSDate(value) : value
  return date.toUTC().toFormat('yyyy-MM-dd HH:mm:ss')
}
