import type { Database } from '@adonisjs/lucid/database'
import { seededRandom } from '../demo/random.js'
import { insertRows, stamp } from './bulk.js'
import { QUARANTINED, ON_SHELVES, DAY, countOf, type Log, type Row } from './list_parts.js'

/** Items of the large seed in a status and in no stock, the first `count` of them. */
async function itemsIn(db: Database, status: string, count: number) {
  if (count <= 0) return []
  return db
    .from('items')
    .where('status', status)
    .whereNull('stock_id')
    .where('identification_number', 'like', '8%')
    .orderBy('id')
    .limit(count)
    .select('id', 'buyback_id', 'destination_warehouse_id')
}

/** Items under verification held in quarantine, with the history row that dates it. */
export async function seedQuarantine(db: Database, account: Row, log: Log) {
  const held = await countOf(db.from('items').where('status', 'item_in_quarantine'))
  const items = await itemsIn(db, 'item_awaiting_compliancy_tests', QUARANTINED - held)
  if (!items.length) return false
  const stock = await db
    .from('stocks')
    .where({ account_id: account.id, native_kind: 'in_quarantine' })
    .first()
  const random = seededRandom(14)
  const now = Date.now()
  await db.transaction(async (trx) => {
    for (let start = 0; start < items.length; start += 500) {
      const chunk = items.slice(start, start + 500)
      await trx
        .from('items')
        .whereIn(
          'id',
          chunk.map((item) => item.id)
        )
        .update({ status: 'item_in_quarantine', stock_id: stock?.id ?? null, updated_at: stamp(now) })
      await trx.rawQuery(
        'update items set warehouse_id = destination_warehouse_id where id in (' +
          chunk.map(() => '?').join(',') +
          ')',
        chunk.map((item) => item.id)
      )
      await insertRows(
        trx,
        'status_history',
        chunk.map((item) => ({
          subject_type: 'item',
          subject_id: item.id,
          buyback_id: item.buyback_id,
          event: 'quarantined',
          from_status: 'item_awaiting_compliancy_tests',
          to_status: 'item_in_quarantine',
          actor_kind: 'user',
          created_at: stamp(now - random.int(0, 30) * DAY),
        }))
      )
    }
  })
  log(`items: ${items.length} in quarantine`)
  return true
}

/** Completed items waiting on the shelves of their workshop, entered over the last year. */
export async function seedShelves(db: Database, account: Row, log: Log) {
  const stored = db.from('items').where('status', 'item_completed').whereNotNull('stock_id')
  const items = await itemsIn(db, 'item_completed', ON_SHELVES - (await countOf(stored)))
  if (!items.length) return false
  const shelves = await db.from('stocks').where('account_id', account.id).whereNotNull('warehouse_id')
  const shelfOf = new Map(shelves.map((shelf) => [shelf.warehouse_id, shelf.id]))
  const random = seededRandom(41)
  const now = Date.now()
  // One update per shelf and day of entry rather than one per item.
  const groups = new Map<string, { shelf: number; warehouse: number; day: number; ids: number[] }>()
  for (const item of items) {
    const shelf = shelfOf.get(item.destination_warehouse_id)
    if (!shelf) continue
    const day = random.int(0, 365)
    const key = `${shelf}:${day}`
    if (!groups.has(key)) groups.set(key, { shelf, warehouse: item.destination_warehouse_id, day, ids: [] })
    groups.get(key)!.ids.push(item.id)
  }
  await db.transaction(async (trx) => {
    for (const { shelf, warehouse, day, ids } of groups.values()) {
      await trx
        .from('items')
        .whereIn('id', ids)
        .update({ stock_id: shelf, warehouse_id: warehouse, stock_entered_at: stamp(now - day * DAY) })
    }
  })
  log(`items: ${items.length} on the workshops' shelves`)
  return true
}
