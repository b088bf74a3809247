import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Buyback from '#models/buyback'
import Item from '#models/item'
import BusinessError from '#exceptions/business_error'
import { fire } from '#services/status_transitions'
import { sqlDateTime } from '#services/sql_time'
import { nativeStock } from '#services/native_stocks'
import type { Actor } from '#services/actor'

/**
 * One item registered at its workshop, in the caller's transaction, once `resolveCheckin` has found it may
 * be. The demo data checks its opened parcels in through this too (database/demo/seed_checkins.ts).
 */
export async function checkInItem(trx: TransactionClientContract, actor: Actor, itemId: number) {
  // Read again inside the transaction: what the lookup saw may have moved since.
  const item = await Item.findOrFail(itemId, { client: trx })
  const buyback = await Buyback.findOrFail(item.buybackId, { client: trx })
  const workshopId = item.destinationWarehouseId ?? buyback.warehouseId
  if (!workshopId) throw new BusinessError('checkin_status_not_registrable', 409)
  const stock = await nativeStock(trx, workshopId, 'to_be_verified')

  const by = { kind: 'user' as const, actor }
  await fire(trx, 'checked_in', { buyback, item }, by)
  // Registered, the item is put straight in line for its tests: DESIGN.md §4 chains the two moves.
  await fire(trx, 'ready_for_tests', { item }, by)
  await trx
    .from('items')
    .where('id', item.id)
    .update({ warehouse_id: workshopId, stock_id: stock.id, stock_entered_at: sqlDateTime(DateTime.now()) })
  return {
    id: item.id,
    identificationNumber: item.identificationNumber,
    status: item.status,
    stock: { id: stock.id, name: stock.name },
    buyback: { id: buyback.id, identificationNumber: buyback.identificationNumber, status: buyback.status },
  }
}
