import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { sqlDateTime } from '#services/sql_time'
import { seededRandom } from './random.js'

/**
 * The parcels the demo stores shipped to the workshops: the store buy-backs in transit travel in one
 * package per store and workshop, so the check-in screen can register a whole parcel from its number.
 * Each was booked with the sandbox carrier a day or two ago; the tracking job follows it (/transports-list).
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
  const random = seededRandom(18)
  const hex = (count: number) => Array.from({ length: count }, () => random.int(0, 15).toString(16)).join('')
  for (const parcel of parcels.values()) {
    sequence++
    const shippedAt = sqlDateTime(DateTime.utc().minus({ hours: random.int(20, 44) }))
    const [packageId] = (await trx
      .insertQuery()
      .table('packages')
      .insert({
        number: `PK${String(2026000 + sequence).padStart(11, '0')}`,
        account_id: accountId,
        kind: 'to_workshop',
        origin_id: parcel.origin,
        destination_id: parcel.destination,
        status: 'shipped',
        closed_at: shippedAt,
        version: 1,
        created_at: shippedAt,
        updated_at: shippedAt,
      })) as unknown as [number]
    await trx
      .insertQuery()
      .table('package_items')
      .multiInsert(parcel.items.map((itemId) => ({ package_id: packageId, item_id: itemId })))
    await trx
      .insertQuery()
      .table('transports')
      .insert({
        uuid: `${hex(8)}-${hex(4)}-4${hex(3)}-${random.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`,
        package_id: packageId,
        account_id: accountId,
        kind: 'store_to_workshop',
        origin_id: parcel.origin,
        destination_id: parcel.destination,
        company: 'sandbox',
        tracking_number: `6A${random.digits(9)}FR`,
        is_tracked: true,
        created_at: shippedAt,
        updated_at: shippedAt,
      })
  }
}
