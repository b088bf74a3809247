import { randomBytes } from 'node:crypto'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import BusinessError from '#exceptions/business_error'
import OrganizationRootDetail from '#models/organization_root_detail'
import { isDuplicateKey } from '#services/database_errors'
import { sqlDateTime } from '#services/sql_time'
import { changedRows } from '#services/raw_rows'

export type DepositError =
  | 'sftp_access_inactive'
  | 'sftp_file_name_refused'
  | 'sftp_folder_refused'
  | 'sftp_import_failed'
  | 'sftp_file_too_large'

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

/** `demo-retail-3`: readable, and unique through the account id. */
async function usernameOf(accountId: number) {
  const account = await db.from('accounts').where('id', accountId).select('common_name').firstOrFail()
  const slug = String(account.common_name)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)
  return `${slug || 'account'}-${accountId}`
}

/**
 * Activation (or reactivation): a new one-time password, answered once, its argon2 hash kept. An access
 * already active is refused (409): the password cannot be shown again, it can only be replaced by
 * deactivating and reactivating.
 */
export async function activateAccess(accountId: number, userId: number) {
  const password = randomBytes(18).toString('base64url')
  const passwordHash = await hash.make(password)
  const now = sqlDateTime()
  const fields = {
    password_hash: passwordHash,
    active: true,
    activated_at: now,
    activated_by_id: userId,
    deactivated_at: null,
    last_error: null,
    updated_at: now,
  }
  const existing = await findAccess(accountId)
  if (existing) {
    const updated = await db
      .from('sftp_accesses')
      .where('id', existing.id)
      .where('active', false)
      .update({ ...fields, version: db.knexRawQuery('version + 1') })
    if (changedRows(updated) !== 1) throw new BusinessError('sftp_already_active', 409)
  } else {
    try {
      await db.table('sftp_accesses').insert({
        ...fields,
        account_id: accountId,
        username: await usernameOf(accountId),
        created_at: now,
      })
    } catch (error) {
      // Another administrator activated it at the same moment: theirs is the password.
      if (isDuplicateKey(error)) throw new BusinessError('sftp_already_active', 409)
      throw error
    }
  }
  return password
}

/** Deactivation: the password is forgotten, deposits stop at once (checked on each login and file). */
export async function deactivateAccess(accountId: number) {
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
