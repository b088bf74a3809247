import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import BusinessError from '#exceptions/business_error'
import OrganizationRootDetail from '#models/organization_root_detail'
import { sqlDateTime } from '#services/sql_time'

export type DepositError =
  | 'sftp_access_inactive'
  | 'sftp_file_name_refused'
  | 'sftp_folder_refused'
  | 'sftp_import_failed'
  | 'sftp_file_too_large'

/**
 * The SFTP drop's access of an account (part 2 §6): what the server (login, session, deposit) and the
 * access actions (actions/sftp/{activate,deactivate}_sftp_access.ts) share.
 */
export interface SftpAccessRow {
  id: number
  account_id: number
  username: string
  password_hash: string | null
  active: boolean | number
  activated_at: string | Date | null
  deactivated_at: string | Date | null
  last_deposit_at: string | Date | null
  last_file_name: string | null
  last_error: string | null
  last_import_id: number | null
  activated_by_id: number | null
}

/**
 * The drop is a premium feature of the client (part 2 §6). Without it the answer is 409, not 403: the
 * caller holds the right, the client's plan lacks the feature (403 stays the answer of a missing permission).
 */
export async function assertSftpFeature(accountId: number) {
  const details = await OrganizationRootDetail.findBy('accountId', accountId)
  if (!details?.enabledPremiumFeatures.includes('sftp_access')) {
    throw new BusinessError('sftp_feature_disabled', 409)
  }
}

export const findAccess = (accountId: number) =>
  db.from('sftp_accesses').where('account_id', accountId).first() as Promise<SftpAccessRow | null>

export const findAccessByUsername = (username: string) =>
  db.from('sftp_accesses').where('username', username).first() as Promise<SftpAccessRow | null>

/** The access of a user name and password, when it is active and the password matches; else null. */
export async function authenticate(username: string, password: string) {
  const access = await findAccessByUsername(username)
  if (!access) return null
  if (!access.active || !access.password_hash) {
    await recordDeposit(access.id, { error: 'sftp_access_inactive' })
    return null
  }
  return (await hash.verify(access.password_hash, password)) ? access : null
}

/** Whether the access is still active (a deactivation stops an open session's next file). */
export async function isActive(accessId: number) {
  const row = await db.from('sftp_accesses').where('id', accessId).select('active').first()
  return Boolean(row?.active)
}

/** The last deposit, accepted (with its import) or refused (with its error code), for the settings screen. */
export async function recordDeposit(
  accessId: number,
  outcome: { fileName?: string | null; error?: DepositError | null; importId?: number | null }
) {
  const now = sqlDateTime()
  await db
    .from('sftp_accesses')
    .where('id', accessId)
    .update({
      last_deposit_at: now,
      last_file_name: outcome.fileName ?? null,
      last_error: outcome.error ?? null,
      last_import_id: outcome.importId ?? null,
      updated_at: now,
    })
}
