import db from '@adonisjs/lucid/services/db'
import Item from '#models/item'
import Stock from '#models/stock'
import BusinessError from '#exceptions/business_error'
import { fire, type FiredBy } from '#services/status_transitions'
import { stateAllows } from '#domain/status_machine'
import type { ItemStatus } from '#domain/statuses'
import { bookReturnLabel, storedReturnLabel } from '#services/shipping_labels'
import { recordTransport } from '#actions/transports/record_transport'

/** The workshop an item is at (or on its way to): its stocks are where it may go. */
export const workshopOf = (item: Item) => item.warehouseId ?? item.destinationWarehouseId

/** The stocks an item may be released to: those of its workshop, quarantine excepted. */
export function releaseStocks(item: Item) {
  return Stock.query()
    .where('warehouse_id', workshopOf(item) ?? 0)
    .where((query) => query.whereNull('native_kind').orWhere('native_kind', '!=', 'in_quarantine'))
    .orderBy('name')
}

export async function returnLabelOf(item: Item, by: FiredBy) {
  const booked = await db
    .from('status_history')
    .where({ subject_type: 'item', subject_id: item.id, event: 'return_label_created' })
    .first()
  const stored = booked ? await storedReturnLabel(item.id) : null
  if (stored) return stored
  // Checked before the carrier is called: the booking happens outside the transaction.
  if (!stateAllows('return_label_created', { item: item.status as ItemStatus })) {
    throw new BusinessError('transition_not_allowed', 409)
  }
  const { shipment, labelKey } = await bookReturnLabel(item.id)
  await db.transaction(async (trx) => {
    item.useTransaction(trx)
    await fire(trx, 'return_label_created', { item }, by, shipment.trackingNumber)
    const buyback = await trx.from('buybacks').where('id', item.buybackId).select('account_id').first()
    // Tracked like every parcel; the expedition ships the item with it (`/packing-with-label`).
    await recordTransport(trx, shipment, {
      kind: 'workshop_to_customer',
      accountId: buyback ? Number(buyback.account_id) : null,
      originId: item.warehouseId ?? item.destinationWarehouseId,
      destinationId: null,
      itemId: item.id,
      labelKey,
    })
  })
  return shipment.label
}
