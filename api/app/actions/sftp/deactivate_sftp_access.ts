import db from '@adonisjs/lucid/services/db'
import BusinessError from '#exceptions/business_error'
import { sqlDateTime } from '#services/sql_time'
import { changedRows } from '#services/raw_rows'

/** Deactivation: the password is forgotten, deposits stop at once (checked on each login and file). */
export async function deactivateSftpAccess(accountId: number) {
  const now = sqlDateTime()
  const updated = await db
    .from('sftp_accesses')
    .where('account_id', accountId)
    .where('active', true)
    .update({
      active: false,
      password_hash: null,
      deactivated_at: now,
      updated_at: now,
      version: db.knexRawQuery('version + 1'),
    })
  if (changedRows(updated) !== 1) throw new BusinessError('sftp_not_active', 409)
}
