import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlDateTime } from '#services/sql_time'

/**
 * Nightly, with the finished jobs: sign-in attempts older than two days go (a back-office token lives 12
 * hours at most, so none of them is still needed for a provider logout).
 */
export async function purgeOpenIdSessions() {
  await db
    .from('openid_sessions')
    .where('updated_at', '<', sqlDateTime(DateTime.utc().minus({ days: 2 })))
    .delete()
}
