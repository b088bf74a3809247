import db from '@adonisjs/lucid/services/db'
import type Item from '#models/item'

/** The state of the item's buy-back payment now (its latest), or null when none. */
export async function verificationPayment(item: Item) {
  const payment = await db
    .from('payments')
    .where('buyback_id', item.buybackId)
    .orderBy('id', 'desc')
    .select('status', 'amount')
    .first()
  return { payment: payment ? { status: payment.status, amount: Number(payment.amount) } : null }
}
