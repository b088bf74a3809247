import { randomBytes } from 'node:crypto'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import BusinessError from '#exceptions/business_error'
import { findAccess } from '#services/sftp/accesses'
import { isDuplicateKey } from '#services/database_errors'
import { sqlDateTime } from '#services/sql_time'
import { changedRows } from '#services/raw_rows'

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
export async function activateSftpAccess(accountId: number, userId: number) {
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
