import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { sqlDateTime } from '#services/sql_time'

/**
 * The parcels the demo stores shipped to the workshops: the store buy-backs in transit travel in one
 * package per store and workshop, so the check-in screen can register a whole parcel from its number.
 */
export async function seedPackages(trx: TransactionClientContract, accountId: number) {
  const items = await trx
    .from('items')
    .join('buybacks', 'buybacks.id', 'items.buyback_id')
    .where('buybacks.account_id', accountId)
    .where('items.status', 'item_in_transit')
    .whereNotNull('items.store_id')
    .orderBy('items.id')
    .select('items.id', 'items.store_id', 'items.destination_warehouse_id')
  const parcels = new Map<string, { origin: number; destination: number; items: number[] }>()
  for (const item of items) {
    const key = `${item.store_id}-${item.destination_warehouse_id}`
    const parcel = parcels.get(key) ?? {
      origin: Number(item.store_id),
      destination: Number(item.destination_warehouse_id),
      items: [] as number[],
    }
    parcel.items.push(Number(item.id))
    parcels.set(key, parcel)
  }
  let sequence = 0
  const now = sqlDateTime(new Date())
  for (const parcel of parcels.values()) {
    sequence++
    const [packageId] = (await trx
      .insertQuery()
      .table('packages')
      .insert({
        number: `PK${String(2026000 + sequence).padStart(11, '0')}`,
        origin_id: parcel.origin,
        destination_id: parcel.destination,
        status: 'shipped',
        closed_at: now,
        version: 1,
        created_at: now,
        updated_at: now,
      })) as unknown as [number]
    await trx
      .insertQuery()
      .table('package_items')
      .multiInsert(parcel.items.map((itemId) => ({ package_id: packageId, item_id: itemId })))
  }
}
