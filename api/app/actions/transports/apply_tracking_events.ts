import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Transport from '#models/transport'
import { FINAL_DELIVERY_STATUSES, type DeliveryStatus } from '#domain/delivery_statuses'
import type { TrackingEvent } from '#services/carriers/carrier'
import { sqlDateTime } from '#services/sql_time'
import { settings } from '#config/settings'

const DELIVERED: readonly DeliveryStatus[] = ['DELIVERY_DELIVERED_OK', 'DELIVERY_DELIVERED_KO']

/**
 * Records a transport's events (from the carrier's answer or its webhook), each once, and what follows from
 * the latest: the transport's last status, the end of its tracking, its buy-backs and package. Answers how
 * many were new.
 */
export async function applyTrackingEvents(transport: Transport, events: TrackingEvent[]) {
  if (events.length === 0) return 0
  return db.transaction(async (trx) => {
    const locked = trx.from('transports').where('id', transport.id)
    if (settings.dbConnection === 'mysql') locked.forUpdate()
    const row = await locked.first()
    if (!row || !row.is_tracked) return 0
    const recorded = await recordEvents(trx, transport.id, events)
    const last = await trx
      .from('transport_events')
      .where('transport_id', transport.id)
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .first()
    const code = last.code as DeliveryStatus
    const at = last.occurred_at
    const final = FINAL_DELIVERY_STATUSES.includes(code)
    await trx
      .from('transports')
      .where('id', transport.id)
      .update({
        last_delivery_status: code,
        last_delivery_status_at: at,
        is_tracked: !final,
        delivered_at: DELIVERED.includes(code) ? at : null,
        updated_at: sqlDateTime(),
      })
    await followDeliveryStatus(trx, transport, code, at)
    return recorded
  })
}

/**
 * Inserts the events the transport does not hold yet; the unique key (transport, code, time) makes a
 * second run, or a concurrent one, insert nothing instead of failing.
 */
async function recordEvents(trx: TransactionClientContract, transportId: number, events: TrackingEvent[]) {
  const before = await countEvents(trx, transportId)
  const now = sqlDateTime()
  await trx
    .knexQuery()
    .table('transport_events')
    .insert(
      events.map((event) => ({
        transport_id: transportId,
        code: event.code,
        occurred_at: sqlDateTime(event.occurredAt),
        location: event.location,
        created_at: now,
      }))
    )
    .onConflict(['transport_id', 'code', 'occurred_at'])
    .ignore()
  return (await countEvents(trx, transportId)) - before
}

const countEvents = async (trx: TransactionClientContract, transportId: number) =>
  Number(
    (await trx.from('transport_events').where('transport_id', transportId).count('* as total').first()).total
  )

/** The buy-backs that travel in the transport see its status; a delivered package is delivered. */
async function followDeliveryStatus(
  trx: TransactionClientContract,
  transport: Transport,
  code: DeliveryStatus,
  at: unknown
) {
  const now = sqlDateTime()
  const buybacks = trx.from('buybacks')
  if (transport.buybackId) buybacks.where('id', transport.buybackId)
  else if (transport.packageId) {
    buybacks.whereIn('id', (items) =>
      items
        .from('items')
        .join('package_items', 'package_items.item_id', 'items.id')
        .where('package_items.package_id', transport.packageId!)
        .select('items.buyback_id')
    )
  } else if (transport.itemId) {
    buybacks.whereIn('id', (items) => items.from('items').where('id', transport.itemId!).select('buyback_id'))
  } else return
  await buybacks.update({ delivery_status: code, updated_at: now })

  if (transport.packageId && code === 'DELIVERY_DELIVERED_OK') {
    await trx
      .from('packages')
      .where('id', transport.packageId)
      .where('status', 'shipped')
      .update({
        status: 'delivered',
        delivered_at: at,
        version: trx.knexRawQuery('version + 1'),
        updated_at: now,
      })
  }
}
