import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import AuditLog from '#models/audit_log'
import BusinessError from '#exceptions/business_error'
import { sqlDateTime } from '#services/sql_time'
import { customersOf } from '#services/personal_data/person'
import { FINAL_BUYBACK_STATUSES } from '#actions/personal_data/apply_retention'
import { eraseBankDetails, eraseContacts } from '#actions/personal_data/erasures'
import { retentionOf } from '#domain/retention'
import type { Actor } from '#services/actor'

/**
 * A person's erasure request (GDPR art. 17): their customer records lose identity, contact and bank data, and
 * their payments the IBAN, in one transaction with its audit event. What the law or the contract still needs
 * is kept, and the answer says so: the purchase register's entries until their legal period ends, and the
 * records of a buy-back still under way (to finish and pay it).
 */
export async function erasePerson(actor: Actor, email: string, i18n: I18n) {
  const customers = await customersOf(actor, email)
  if (!customers.length) throw new BusinessError('personal_data_not_found', 404)
  const ids = customers.map((customer) => customer.id)
  const open = await db
    .from('buybacks')
    .whereIn('customer_id', ids)
    .whereNotIn('status', FINAL_BUYBACK_STATUSES)
    .distinct('customer_id')
  const openIds = new Set(open.map((row) => Number(row.customer_id)))
  const erasable = ids.filter((id) => !openIds.has(id))

  const entries = await db
    .from('purchase_register')
    .join('buybacks', 'buybacks.id', 'purchase_register.buyback_id')
    .whereIn('buybacks.customer_id', ids)
    .whereNull('purchase_register.seller_erased_at')
    .select('purchase_register.recorded_at', 'purchase_register.account_id')
  const kept: { kind: string; count: number; until: string | null; reason: string }[] = []
  if (entries.length) {
    const details = await db
      .from('organization_root_details')
      .where('account_id', entries[0].account_id)
      .select('register_retention_years as registerRetentionYears')
      .first()
    const years = retentionOf(details ?? null).registerRetentionYears
    const last = entries
      .map((entry) => DateTime.fromJSDate(new Date(entry.recorded_at)))
      .sort((a, b) => b.toMillis() - a.toMillis())[0]
    const until = last.plus({ years }).toISODate()!
    kept.push({
      kind: 'purchase_register',
      count: entries.length,
      until,
      reason: i18n.t('personal_data.kept.purchase_register', {
        until: DateTime.fromISO(until).setLocale(i18n.locale).toLocaleString(DateTime.DATE_FULL),
      }),
    })
  }
  if (openIds.size) {
    kept.push({
      kind: 'open_buybacks',
      count: openIds.size,
      until: null,
      reason: i18n.t('personal_data.kept.open_buybacks'),
    })
  }

  const erased = await db.transaction(async (trx) => {
    const now = sqlDateTime()
    const payments = erasable.length
      ? await trx
          .from('payments')
          .join('buybacks', 'buybacks.id', 'payments.buyback_id')
          .whereIn('buybacks.customer_id', erasable)
          .whereNull('payments.bank_erased_at')
          .select('payments.id')
      : []
    const counts = {
      customers: await eraseContacts(trx, erasable, now),
      payments: await eraseBankDetails(
        trx,
        payments.map((row) => Number(row.id)),
        now
      ),
    }
    await AuditLog.create(
      {
        accountId: customers[0].accountId,
        userId: actor.user.id,
        action: 'remove',
        entityType: 'personal_data_erasure',
        entityId: ids.join(','),
        changes: {
          customers: { to: counts.customers },
          payments: { to: counts.payments },
          kept: { to: kept.map(({ kind, count }) => `${kind}:${count}`).join(' ') },
        },
      },
      { client: trx }
    )
    return counts
  })
  return { erased, kept }
}
