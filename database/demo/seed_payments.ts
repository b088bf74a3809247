import { randomUUID } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import PaymentMode from '#models/payment_mode'
import { sqlDateTime } from '#services/sql_time'
import { issueStoredValue } from '#services/payments/stored_value'
import { enqueue } from '#services/jobs/queue'

/** The bank account the demo retailer's transfers leave from (a valid French IBAN). */
export const DEMO_DEBTOR_IBAN = 'FR7630006000011234567890189'

/**
 * Payments with work left for the payment screens: the demo retailer's bank-transfer mode gets
 * the IBAN its SEPA files leave from; a few verified buy-backs wait for the day's SEPA file, one gift card
 * failed at its provider (to relaunch), one manual payment waits for the person who pays it and one
 * transfer without IBAN waits for its customer's IBAN. Their
 * history is cut back to where they stand, as if the payments had stopped there.
 */
export async function seedPayments(trx: TransactionClientContract, accountId: number) {
  const bank = await PaymentMode.query({ client: trx })
    .where({ account_id: accountId, type: 'bank_transfer' })
    .firstOrFail()
  bank.merge({ iban: DEMO_DEBTOR_IBAN })
  await bank.save()

  // The provider issued each card and voucher number when its buy-back was created (the PDFs carry it).
  for (const type of ['gift_card', 'voucher'] as const) {
    const column = type === 'gift_card' ? 'card_number' : 'voucher_number'
    const rows = await trx
      .from('payments')
      .join('payment_modes', 'payment_modes.id', 'payments.payment_mode_id')
      .where('payment_modes.type', type)
      .where('payment_modes.account_id', accountId)
      .whereNull(`payments.${column}`)
      .select('payments.id')
    for (const row of rows) {
      await trx
        .from('payments')
        .where('id', row.id)
        .update({ [column]: issueStoredValue(type) })
    }
  }

  const paid = (type: string, limit: number) =>
    trx
      .from('payments')
      .join('buybacks', 'buybacks.id', 'payments.buyback_id')
      .join('payment_modes', 'payment_modes.id', 'payments.payment_mode_id')
      .where('buybacks.account_id', accountId)
      .where('payments.status', 'payment_completed')
      .where('payment_modes.type', type)
      .orderBy('payments.id')
      .limit(limit)
      .select('payments.id', 'payments.buyback_id')

  const rewind = async (
    payment: { id: number; buyback_id: number },
    status: string,
    events: string[],
    columns: Record<string, unknown> = {}
  ) => {
    await trx
      .from('status_history')
      .where({ subject_type: 'payment', subject_id: payment.id })
      .whereIn('event', events)
      .delete()
    await trx
      .from('payments')
      .where('id', payment.id)
      .update({ status: status, idempotency_key: randomUUID(), ...columns })
    await trx.from('buybacks').where('id', payment.buyback_id).update({ paid_price: null })
  }

  for (const payment of await paid('bank_transfer', 3)) {
    await rewind(payment, 'payment_initiated', ['payment_submitted', 'payment_succeeded'])
  }
  // A transfer without IBAN just verified: its job asks the customer for the IBAN (the storefront link).
  for (const payment of await paid('no_iban_transfer', 1)) {
    await rewind(payment, 'payment_initiated', ['payment_submitted', 'payment_succeeded'])
    await enqueue('payment_submit', { paymentId: payment.id }, { client: trx })
  }
  for (const payment of await paid('manual', 1)) {
    await rewind(payment, 'awaiting_payment', ['payment_succeeded'], { submitted_at: sqlDateTime() })
  }
  for (const payment of await paid('gift_card', 1)) {
    await rewind(payment, 'payment_failed', ['payment_submitted', 'payment_succeeded'], {
      failure_reason: 'payment_provider_unavailable',
      attempts: 1,
    })
    await trx.insertQuery().table('status_history').insert({
      subject_type: 'payment',
      subject_id: payment.id,
      buyback_id: payment.buyback_id,
      event: 'payment_failed',
      from_status: 'payment_initiated',
      to_status: 'payment_failed',
      actor_kind: 'system',
      comment: 'payment_provider_unavailable',
      created_at: sqlDateTime(),
    })
  }
}
