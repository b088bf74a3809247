import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordEntry } from '#services/purchase_register/record'
import { BUYBACK_COMPLETED_STATUSES } from '#domain/statuses'

/**
 * The purchase register of the demo's completed buy-backs, through the register's own write, at the time
 * each was completed (its history says when), in that order: the numbers follow the days.
 */
export async function seedRegister(trx: TransactionClientContract, accountId: number) {
  const completions = await trx
    .from('status_history')
    .join('buybacks', 'buybacks.id', 'status_history.buyback_id')
    .where('buybacks.account_id', accountId)
    .where('status_history.subject_type', 'buyback')
    .whereIn('status_history.to_status', [...BUYBACK_COMPLETED_STATUSES])
    .whereIn('buybacks.status', [...BUYBACK_COMPLETED_STATUSES])
    .orderBy('status_history.created_at')
    .orderBy('status_history.id')
    .select('buybacks.id', 'status_history.created_at')
  for (const completion of completions) {
    const at = DateTime.fromJSDate(new Date(completion.created_at))
    await recordEntry(trx, Number(completion.id), 'purchase', at.isValid ? at : undefined)
  }
}
