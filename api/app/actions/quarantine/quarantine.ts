import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Item from '#models/item'
import Stock from '#models/stock'
import BusinessError from '#exceptions/business_error'
import { fire, type FiredBy } from '#services/status_transitions'
import { stateAllows } from '#domain/status_machine'
import type { ItemStatus } from '#domain/statuses'
import { sqlDateTime } from '#services/sql_time'
import { enqueue } from '#services/jobs/queue'
import { bookReturnLabel, storedReturnLabel } from '#services/shipping_labels'
import { recordTransport } from '#services/expedition/booking'
import type { Actor } from '#services/actor'

/** The workshop an item is at (or on its way to): its stocks are where it may go. */
export const workshopOf = (item: Item) => item.warehouseId ?? item.destinationWarehouseId

/** The stocks an item may be released to: those of its workshop, quarantine excepted. */
export function releaseStocks(item: Item) {
  return Stock.query()
    .where('warehouse_id', workshopOf(item) ?? 0)
    .where((query) => query.whereNull('native_kind').orWhere('native_kind', '!=', 'in_quarantine'))
    .orderBy('name')
}

// The actions below fire their events for a caller QuarantinePolicy let through (the controller, or the
// expedition's return, authorises first): the policy is the one place that says who may.

/**
 * Releases an item from quarantine (part 1 §4 "Buyback actions"): confirmed by the operator, it moves
 * physically to another stock of its workshop, from a ready-from date; the status machine moves it to
 * "to reintegrate to stock" and the history keeps who and where. Gives the item as it is now, and its
 * stock.
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

/** The quarantine mail to the customer, sent again on demand; the history records it. */
export async function queueQuarantineMail(actor: Actor, item: Item) {
  await db.transaction(async (trx) => {
    item.useTransaction(trx)
    await fire(trx, 'quarantine_mail_sent', { item }, { kind: 'user', actor, authorised: true })
    await enqueue('quarantine_mail', { itemId: item.id }, { client: trx })
  })
}

/**
 * The return label of an item held in quarantine (or to return): booked once, tracked as its transport, the booking recorded in the
 * item's history with its tracking number; asking again gives the same label.
 */
export async function itemReturnLabel(actor: Actor, item: Item) {
  return returnLabelOf(item, { kind: 'user', actor, authorised: true })
}

/**
 * The return order of an item whose customer declined the new proposal (a job, jobs/index.ts): its label
 * booked by the system, once, like the operator's. Without the customer's address, or refused by the
 * carrier, nothing can be booked and the job stops there; the quarantine list and the buy-back offer the
 * label again once the address is known.
 */
export async function bookItemReturn(itemId: number) {
  const item = await Item.findOrFail(itemId)
  try {
    await returnLabelOf(item, { kind: 'system' })
  } catch (error) {
    // No address, or the carrier refused it: retrying would not help; the operator books it from the list
    // (and then sees the carrier's reason). A carrier that is down (carrier_unavailable) is retried.
    if (
      error instanceof BusinessError &&
      ['return_label_unavailable', 'carrier_refused'].includes(error.code)
    ) {
      return
    }
    throw error
  }
}

async function returnLabelOf(item: Item, by: FiredBy) {
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
