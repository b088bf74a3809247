import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AuditLog from '#models/audit_log'
import { sqlDateTime } from '#services/sql_time'
import { retentionOf, type Retention } from '#domain/retention'
import { BUYBACK_COMPLETED_STATUSES } from '#domain/statuses'
import {
  eraseBankDetails,
  eraseContacts,
  eraseIdentities,
  eraseSellers,
} from '#actions/personal_data/erasures'

/** Buy-backs that are over: what follows them needs no more of the customer. */
export const FINAL_BUYBACK_STATUSES = [...BUYBACK_COMPLETED_STATUSES, 'bb_cancelled', 'bb_not_completed']

/** Payments that are over: paid, or with nothing to pay. */
export const SETTLED_PAYMENT_STATUSES = ['payment_completed', 'payment_cancelled', 'payment_not_needed']

export interface RetentionCounts {
  identities: number
  bankDetails: number
  contacts: number
  registerSellers: number
}

const ids = (rows: { id: number }[]) => rows.map((row) => Number(row.id))

/** When a payment was settled: paid, or else last moved. */
const settledAt = 'COALESCE(payments.paid_at, payments.updated_at)'

/** The customers of the account who still have a buy-back under way, or a payment unsettled or recent. */
function stillNeeded(trx: TransactionClientContract, accountId: number, identityCutoff: string) {
  return trx
    .from('buybacks')
    .leftJoin('payments', 'payments.buyback_id', 'buybacks.id')
    .where('buybacks.account_id', accountId)
    .whereNotNull('buybacks.customer_id')
    .where((needed) =>
      needed
        .whereNotIn('buybacks.status', FINAL_BUYBACK_STATUSES)
        .orWhereNotIn('payments.status', SETTLED_PAYMENT_STATUSES)
        .orWhereRaw(`${settledAt} > ?`, [identityCutoff])
    )
    .select('buybacks.customer_id')
}

async function eraseAccount(
  trx: TransactionClientContract,
  accountId: number,
  rules: Retention,
  now: DateTime
) {
  const at = sqlDateTime(now)
  const identityCutoff = sqlDateTime(now.minus({ days: rules.identityRetentionDays }))
  const contactCutoff = sqlDateTime(now.minus({ months: rules.contactRetentionMonths }))
  const registerCutoff = sqlDateTime(now.minus({ years: rules.registerRetentionYears }))

  const payments = await trx
    .from('payments')
    .join('buybacks', 'buybacks.id', 'payments.buyback_id')
    .where('buybacks.account_id', accountId)
    .whereNull('payments.bank_erased_at')
    .where((held) => held.whereNotNull('payments.iban').orWhereNotNull('payments.iban_holder'))
    .whereIn('payments.status', SETTLED_PAYMENT_STATUSES)
    .whereRaw(`${settledAt} <= ?`, [identityCutoff])
    .select('payments.id')
  const contacts = await trx
    .from('customers')
    .where('account_id', accountId)
    .whereNull('contact_erased_at')
    .where('created_at', '<=', contactCutoff)
    .whereNotIn('id', stillNeeded(trx, accountId, identityCutoff))
    .whereNotIn('id', (recent) =>
      recent
        .from('buybacks')
        .where('account_id', accountId)
        .where('created_at', '>', contactCutoff)
        .whereNotNull('customer_id')
        .select('customer_id')
    )
    .select('id')
  const contactIds = new Set(ids(contacts))
  const identities = (
    await trx
      .from('customers')
      .where('account_id', accountId)
      .whereNull('identity_erased_at')
      .where((held) =>
        held
          .whereNotNull('iban')
          .orWhereNotNull('national_identification_number')
          .orWhereNotNull('national_identification_type')
      )
      .where('created_at', '<=', identityCutoff)
      .whereNotIn('id', stillNeeded(trx, accountId, identityCutoff))
      .select('id')
  ).filter((row) => !contactIds.has(Number(row.id)))
  const sellers = await trx
    .from('purchase_register')
    .where('account_id', accountId)
    .whereNull('seller_erased_at')
    .where('recorded_at', '<=', registerCutoff)
    .select('id')

  return {
    bankDetails: await eraseBankDetails(trx, ids(payments), at),
    contacts: await eraseContacts(trx, [...contactIds], at),
    identities: await eraseIdentities(trx, ids(identities), at),
    registerSellers: await eraseSellers(trx, ids(sellers), at),
  }
}

/**
 * The nightly job (`personal_data_retention` on the one scheduler): for every account, by its retention
 * settings, the identity documents and IBANs once the payment is settled and the dispute period passed, the
 * contact data once the person's last buy-back is that old, and the register's copy of the seller once its
 * own legal period has passed. One transaction per account; one audit event for the run, with its counts.
 */
export async function applyRetention(now = DateTime.utc()): Promise<RetentionCounts> {
  const totals: RetentionCounts = { identities: 0, bankDetails: 0, contacts: 0, registerSellers: 0 }
  const accounts = await db
    .from('accounts')
    .leftJoin('organization_root_details', 'organization_root_details.account_id', 'accounts.id')
    .select(
      'accounts.id',
      'organization_root_details.identity_retention_days as identityRetentionDays',
      'organization_root_details.contact_retention_months as contactRetentionMonths',
      'organization_root_details.register_retention_years as registerRetentionYears'
    )
  for (const account of accounts) {
    const counts = await db.transaction((trx) =>
      eraseAccount(trx, Number(account.id), retentionOf(account), now)
    )
    for (const key of Object.keys(totals) as (keyof RetentionCounts)[]) totals[key] += counts[key]
  }
  await AuditLog.create({
    accountId: null,
    userId: null,
    action: 'update',
    entityType: 'personal_data_retention',
    entityId: now.toISODate()!,
    changes: Object.fromEntries(Object.entries(totals).map(([key, count]) => [key, { to: count }])),
  })
  return totals
}
