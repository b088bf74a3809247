import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Transport from '#models/transport'
import { sqlDateTime } from '#services/sql_time'

/** A demo package shipped by a store and its transport (database/demo/seed_packages.ts). */
export async function demoPackageTransport(offset = 0) {
  const transport = await Transport.query()
    .where('kind', 'store_to_workshop')
    .whereNotNull('package_id')
    .orderBy('id')
    .offset(offset)
    .firstOrFail()
  const parcel = await db.from('packages').where('id', transport.packageId!).firstOrFail()
  const buybackIds: number[] = (
    await db
      .from('package_items')
      .join('items', 'items.id', 'package_items.item_id')
      .where('package_items.package_id', parcel.id)
      .select('items.buyback_id')
  ).map((row) => Number(row.buyback_id))
  return { transport, parcel, buybackIds }
}

/** Moves the booking time back, as time passing would: the sandbox carrier follows its way from it. */
export async function bookedHoursAgo(transportId: number, hours: number) {
  const at = DateTime.utc().minus({ hours }).startOf('second')
  await db
    .from('transports')
    .where('id', transportId)
    .update({ created_at: sqlDateTime(at) })
  return at
}

/** A buy-back's parcel from the customer to the workshop, booked with the sandbox carrier. */
export async function buybackTransport(buyback: {
  id: number
  accountId: number
  warehouseId: number | null
}) {
  return Transport.create({
    uuid: randomUUID(),
    buybackId: buyback.id,
    accountId: buyback.accountId,
    kind: 'customer_to_workshop',
    destinationId: buyback.warehouseId,
    company: 'sandbox',
    trackingNumber: `6A${String(Date.now()).slice(-9)}FR`,
    isTracked: true,
  })
}

export const eventsOf = (transportId: number) =>
  db
    .from('transport_events')
    .where('transport_id', transportId)
    .orderBy('occurred_at')
    .orderBy('id')
    .select('code', 'occurred_at', 'location')
