import { sftpSettings } from '#services/sftp/config'
import { DROP_FILE_NAME, homeOf } from '#services/sftp/paths'
import db from '@adonisjs/lucid/services/db'
import { findAccess, type SftpAccessRow } from '#services/sftp/accesses'
import { utcOf } from '#services/statistics/events'

const iso = (value: string | Date | null) => (value ? utcOf(value).toISO() : null)

/** What the settings screen shows of an access; never its hash. */
export function presentAccess(account: { id: number; name: string }, access: SftpAccessRow | null) {
  return {
    account,
    active: Boolean(access?.active),
    username: access?.username ?? null,
    folder: access ? homeOf(access.username) : null,
    fileName: DROP_FILE_NAME,
    port: sftpSettings().enabled ? sftpSettings().port : null,
    activatedAt: iso(access?.activated_at ?? null),
    deactivatedAt: iso(access?.deactivated_at ?? null),
    lastDeposit: access?.last_deposit_at
      ? {
          at: iso(access.last_deposit_at),
          fileName: access.last_file_name,
          error: access.last_error,
          importId: access.last_import_id,
        }
      : null,
  }
}

/** The account's access as the screen shows it, with the client it belongs to. */
export async function presentAccountAccess(accountId: number) {
  const account = await db.from('accounts').where('id', accountId).select('common_name').firstOrFail()
  return presentAccess({ id: accountId, name: account.common_name }, await findAccess(accountId))
}
