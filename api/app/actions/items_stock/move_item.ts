import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Item from '#models/item'
import { workshopStocks } from '#services/native_stocks'
import BusinessError from '#exceptions/business_error'
import { fire } from '#services/status_transitions'
import { sqlDateTime } from '#services/sql_time'
import { bouncerOf } from '#policies/main'
import type { Actor } from '#services/actor'

/**
 * Moves an item of the caller's workshops to another stock of its workshop (`/items-stock/{id}/edit`): the
 * status machine records the move (`moved_to_stock`, the stock's name as comment) under the item's version,
 * so a move made on a stale page is refused with 409 instead of overwriting another one.
 */
export async function moveItemToStock(
  actor: Actor,
  item: Item,
  fields: { stockId: number; version: number }
) {
  await bouncerOf(actor).with('ItemPolicy').authorize('moveToStock', item)
  const stock = await workshopStocks(item.warehouseId ?? item.destinationWarehouseId ?? 0)
    .where('id', fields.stockId)
    .first()
  if (!stock) throw new BusinessError('items_stock_invalid_stock', 422)
  if (stock.id === item.stockId) throw new BusinessError('items_stock_same_stock', 422)
  if (item.version !== fields.version) throw new BusinessError('conflict', 409)
  await db.transaction(async (trx) => {
    item.useTransaction(trx)
    await fire(trx, 'moved_to_stock', { item }, { kind: 'user', actor }, stock.name)
    await trx
      .from('items')
      .where('id', item.id)
      .update({ stock_id: stock.id, stock_entered_at: sqlDateTime(DateTime.now()) })
  })
  return stock
}
