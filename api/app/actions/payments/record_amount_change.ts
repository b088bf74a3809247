import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Payment from '#models/payment'
import type { FiredBy } from '#services/status_transitions'
import { sqlDateTime } from '#services/sql_time'

/** The history event of a payment whose amount changed; its status stays what it was. */
export const AMOUNT_CHANGED = 'payment_amount_changed'

/**
 * A payment's amount changed (a price lowered at verification, a new proposal accepted): one history row
 * for the payment (and its buy-back's timeline), in the transaction that changes it. The comment holds
 * both amounts in minor units, as JSON (`{"from":24800,"to":4700}`): the screens format them.
 */
export async function recordAmountChange(
  trx: TransactionClientContract,
  change: { payment: Payment; buybackId: number; from: number | null; to: number },
  by: FiredBy
) {
  await trx
    .insertQuery()
    .table('status_history')
    .insert({
      subject_type: 'payment',
      subject_id: change.payment.id,
      buyback_id: change.buybackId,
      event: AMOUNT_CHANGED,
      from_status: change.payment.status,
      to_status: change.payment.status,
      user_id: by.actor?.user.id ?? null,
      actor_kind: by.kind,
      comment: JSON.stringify({ from: change.from, to: change.to }),
      created_at: sqlDateTime(DateTime.now()),
    })
}
