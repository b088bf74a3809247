import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Item from '#models/item'
import { sqlDateTime } from '#services/sql_time'
import { type NativeStock } from '#models/stock'
import { nativeStock } from '#services/native_stocks'

/** Puts an item in its workshop's native stock of a kind (its history rows are the status move's). */
export async function moveToNativeStock(trx: TransactionClientContract, item: Item, kind: NativeStock) {
  const workshopId = item.warehouseId ?? item.destinationWarehouseId
  if (!workshopId) return null
  const stock = await nativeStock(trx, workshopId, kind)
  await trx
    .from('items')
    .where('id', item.id)
    .update({ stock_id: stock.id, warehouse_id: workshopId, stock_entered_at: sqlDateTime(DateTime.now()) })
  item.stockId = stock.id
  item.warehouseId = workshopId
  return { id: stock.id, name: stock.name }
}
