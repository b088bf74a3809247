import { rawRows } from '#services/raw_rows'

/**
 * Resolves once the database has answered `select 1` on a connection of the application's own pool (the one
 * every query waits for), through the driver (services/raw_rows.ts); rejects when it cannot.
 */
export async function pingDatabase() {
  await rawRows('select 1 as ok')
}
