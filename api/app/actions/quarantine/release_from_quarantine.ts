import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Item from '#models/item'
import BusinessError from '#exceptions/business_error'
import { fire } from '#services/status_transitions'
import { sqlDateTime } from '#services/sql_time'
import type { Actor } from '#services/actor'
import { releaseStocks } from '#actions/quarantine/shared'

/**
 * Releases an item from quarantine (part 1 §4 "Buyback actions"): confirmed by the operator, it moves
 * physically to another stock of its workshop, from a ready-from date; the status machine moves it to
 * "to reintegrate to stock" and the history keeps who and where. The caller has asked QuarantinePolicy
 * first, the one place that says who may. Gives the item as it is now, and its stock.
 */
export async function releaseFromQuarantine(
  actor: Actor,
  item: Item,
  fields: { stockId: number; readyFrom: Date; comment?: string }
) {
  const stock = await releaseStocks(item).where('id', fields.stockId).first()
  if (!stock) throw new BusinessError('quarantine_stock_invalid', 422)
  await db.transaction(async (trx) => {
    item.useTransaction(trx)
    const comment = [stock.name, fields.comment].filter(Boolean).join(' — ')
    await fire(trx, 'quarantine_released', { item }, { kind: 'user', actor, authorised: true }, comment)
    await trx
      .from('items')
      .where('id', item.id)
      .update({
        stock_id: stock.id,
        ready_from: DateTime.fromJSDate(fields.readyFrom).toISODate(),
        stock_entered_at: sqlDateTime(DateTime.now()),
      })
  })
  return { item: await Item.findOrFail(item.id), stock }
}
