import { currentActor } from '#services/actor_scope'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Account from '#models/account'
import AuditLog from '#models/audit_log'
import BusinessError from '#exceptions/business_error'
import { sqlDateTime } from '#services/sql_time'
import { ANONYMOUS, anonymousEmail, eraseContacts } from '#actions/personal_data/erasures'

/** Entries of the audit log that hold personal data (former names, e-mails, addresses). */
const PERSONAL_AUDIT_ENTRIES = ['user', 'customer', 'payment']

async function hasHistory(accountId: number) {
  const buyback = await db
    .from('buybacks')
    .where('account_id', accountId)
    .orWhere('buyer_account_id', accountId)
    .first()
  return Boolean(buyback)
}

/**
 * The account stays for the history others share (buy-backs, items, payments), without any person in it:
 * its users can no longer sign in and lose their names and e-mails, its customers their identity,
 * contact, bank and identity-document data, its payments their bank and card numbers; its credentials
 * (SSO, connectors) are removed, and so are the audit entries that quote personal data.
 */
async function anonymise(trx: TransactionClientContract, account: Account) {
  const now = sqlDateTime()
  const userIds = (await trx.from('users').where('account_id', account.id).select('id')).map((row) => row.id)
  for (const id of userIds) {
    await trx
      .from('users')
      .where('id', id)
      .update({
        email: anonymousEmail('user', id),
        firstname: ANONYMOUS,
        lastname: '-',
        password: null,
        status: 'inactive',
        openid_subject: null,
        force_connection_by_sso: false,
        locale: null,
        updated_at: now,
      })
  }
  if (userIds.length) await trx.from('auth_access_tokens').whereIn('tokenable_id', userIds).delete()

  const customerIds = (await trx.from('customers').where('account_id', account.id).select('id')).map(
    (row) => row.id
  )
  await eraseContacts(trx, customerIds, now)
  await trx
    .from('payments')
    .whereIn('buyback_id', trx.from('buybacks').where('account_id', account.id).select('id'))
    .update({ iban: null, iban_holder: null, card_number: null, voucher_number: null, updated_at: now })

  await trx.from('openid_sessions').where('account_id', account.id).delete()
  await trx.from('sso_configurations').where('account_id', account.id).delete()
  await trx.from('connector_configurations').where('account_id', account.id).delete()
  await trx
    .from('audit_logs')
    .where('account_id', account.id)
    .whereIn('entity_type', PERSONAL_AUDIT_ENTRIES)
    .delete()
  await trx
    .from('accounts')
    .where('id', account.id)
    .update({ status: 'inactive', deleted_at: now, updated_at: now })
}

/** The deletion is recorded under the deleting administrator's account, which outlives this one. */
async function audit(trx: TransactionClientContract, account: Account, mode: 'removed' | 'anonymised') {
  const actor = currentActor()
  await AuditLog.create(
    {
      accountId: actor?.accountId ?? null,
      userId: actor?.user.id ?? null,
      action: 'remove',
      entityType: 'account',
      entityId: String(account.id),
      changes: { commonName: { from: account.commonName }, deletion: { to: mode } },
    },
    { client: trx }
  )
}

/**
 * Part 1 §4 and part 2 §8 "Account deletion" (`DELETE /api/accounts/{id}`, also `/api/clients/{id}`): only
 * an inactive account, without linked buyers or retailers. An account without history is removed with
 * everything it owns; one with buy-backs is kept for that history, anonymised. Either way, in one
 * transaction with its audit entry; an unexpected failure changes nothing and answers `unknown`.
 */
export async function deleteClient(account: Account) {
  if (account.status !== 'inactive') throw new BusinessError('still_active', 422)
  if (await db.from('linked_buyers').where('retailer_account_id', account.id).first()) {
    throw new BusinessError('has_linked_buyers', 422)
  }
  if (await db.from('linked_buyers').where('buyer_account_id', account.id).first()) {
    throw new BusinessError('has_linked_retailers', 422)
  }

  const removeOrAnonymise = async (mode: 'removed' | 'anonymised') =>
    db.transaction(async (trx) => {
      if (mode === 'removed') await trx.from('accounts').where('id', account.id).delete()
      else await anonymise(trx, account)
      await audit(trx, account, mode)
    })

  try {
    if (await hasHistory(account.id)) return await removeOrAnonymise('anonymised').then(() => 'anonymised')
    try {
      await removeOrAnonymise('removed')
      return 'removed'
    } catch (error) {
      // Rows of others refer to the account (a shared record the history check does not know): keep it.
      if (!/foreign key/i.test(String((error as Error).message))) throw error
      await removeOrAnonymise('anonymised')
      return 'anonymised'
    }
  } catch (error) {
    if (error instanceof BusinessError) throw error
    logger.error({ accountId: account.id, err: (error as Error).message }, 'account deletion failed')
    throw new BusinessError('unknown', 500)
  }
}
