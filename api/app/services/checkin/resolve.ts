import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import Item from '#models/item'
import Organization from '#models/organization'
import BusinessError from '#exceptions/business_error'
import { EVENTS } from '#domain/transitions'
import { tenancy } from '#services/tenancy/scopes'
import { visibilityOf } from '#services/tenancy/visibility'
import type { Actor } from '#services/actor'

/** What a scanned code named: a buy-back number, an item code, or a package number. */
export type CheckinKind = 'buyback' | 'item' | 'package'

export interface ResolvedCheckin {
  kind: CheckinKind
  /** The items to check in (a package's already checked-in items left out). */
  items: Item[]
  /** Found by a carrier's tracking number: the number scanned, shown as such beside the buy-back's code. */
  trackingNumber?: string
}

/** The item statuses `checked_in` moves from: read from the status machine, never copied. */
const REGISTRABLE: readonly string[] = EVENTS.checked_in.item.flatMap((move) => move.from)

/**
 * The items of the caller's account that may be on their way to one of its workshops. Wider than the
 * caller's own scope on purpose: an operator who scans a parcel routed to a sister workshop of the same
 * account must be told which one (part 2 §8 "Check-in"), while another retailer's item stays unknown.
 */
function accountItems(actor: Actor, client: QueryClientContract) {
  const query = Item.query({ client })
  const visibility = visibilityOf(actor)
  if (visibility.kind === 'everything') return query
  if (visibility.kind === 'nothing' || visibility.kind === 'buyer') return tenancy.items(query, actor)
  return query.whereIn('items.destination_warehouse_id', (sub) => {
    sub
      .from('organizations')
      .select('id')
      .where('account_id', visibility.accountId)
      .where('type', 'warehouse')
  })
}

/**
 * The items a code names, trying the three kinds of code in the order of part 2 §9 (buy-back first), then
 * a carrier's tracking number.
 */
async function itemsOfCode(
  actor: Actor,
  code: string,
  client: QueryClientContract
): Promise<ResolvedCheckin> {
  const byBuyback = await accountItems(actor, client)
    .whereIn('items.buyback_id', (sub) => {
      sub.from('buybacks').select('id').where('identification_number', code)
    })
    .orderBy('items.id')
  if (byBuyback.length) return { kind: 'buyback' as const, items: byBuyback }
  const byItem = await accountItems(actor, client).where('items.identification_number', code)
  if (byItem.length) return { kind: 'item' as const, items: byItem }
  const byPackage = await accountItems(actor, client)
    .whereIn('items.id', (sub) => {
      sub
        .from('package_items')
        .join('packages', 'packages.id', 'package_items.package_id')
        .where('packages.number', code)
        .select('package_items.item_id')
    })
    .orderBy('items.id')
  if (byPackage.length) return { kind: 'package' as const, items: byPackage }
  return itemsOfTrackingNumber(actor, code, client)
}

/**
 * The carrier's tracking number printed on a parcel: a web buy-back's transport (or the number
 * kept on the buy-back) checks in the buy-back's items; a store package's transport checks in the package.
 */
async function itemsOfTrackingNumber(actor: Actor, code: string, client: QueryClientContract) {
  const byBuyback = await accountItems(actor, client)
    .whereIn('items.buyback_id', (sub) => {
      sub
        .from('transports')
        .select('buyback_id')
        .where('tracking_number', code)
        .whereNotNull('buyback_id')
        .union((other) => other.from('buybacks').select('id').where('tracking_number', code))
    })
    .orderBy('items.id')
  if (byBuyback.length) return { kind: 'buyback' as const, items: byBuyback, trackingNumber: code }
  const byPackage = await accountItems(actor, client)
    .whereIn('items.id', (sub) => {
      sub
        .from('package_items')
        .join('transports', 'transports.package_id', 'package_items.package_id')
        .where('transports.tracking_number', code)
        .select('package_items.item_id')
    })
    .orderBy('items.id')
  return { kind: 'package' as const, items: byPackage, trackingNumber: code }
}

/** Why one item cannot be checked in by this caller, or null when it can. */
async function refusalOf(
  item: Item,
  visible: Set<number>,
  checkedIn: Set<number>,
  client: QueryClientContract
) {
  if (!visible.has(item.id)) {
    const workshop = item.destinationWarehouseId
      ? await Organization.find(item.destinationWarehouseId, { client })
      : null
    return new BusinessError('checkin_other_workshop', 409, { workshop: workshop?.commonName ?? '' })
  }
  // Registered once means checked in, whatever happened to the item since (verified, lost, returned…).
  if (checkedIn.has(item.id)) return new BusinessError('checkin_already_checked_in', 409)
  if (!REGISTRABLE.includes(item.status)) return new BusinessError('checkin_status_not_registrable', 409)
  return null
}

/**
 * The items a scanned code checks in, or the catalogue refusal that applies. A buy-back or item code is
 * refused for its one reason; a package checks in those of its items still to register (some may have been
 * scanned one by one already) and is refused only when one cannot be, or when none is left.
 */
export async function resolveCheckin(
  actor: Actor,
  code: string,
  client: QueryClientContract = db.connection()
): Promise<ResolvedCheckin> {
  const { kind, items, trackingNumber } = await itemsOfCode(actor, code, client)
  if (!items.length) throw new BusinessError('checkin_code_unknown', 404)

  const ids = items.map((item) => item.id)
  const visibleRows = await tenancy
    .items(Item.query({ client }), actor)
    .whereIn('items.id', ids)
    .select('items.id')
  const visible = new Set(visibleRows.map((row) => row.id))
  const historyRows = await client
    .from('status_history')
    .where('subject_type', 'item')
    .where('event', 'checked_in')
    .whereIn('subject_id', ids)
    .select('subject_id')
  const checkedIn = new Set(historyRows.map((row) => Number(row.subject_id)))

  const refusals = await Promise.all(items.map((item) => refusalOf(item, visible, checkedIn, client)))
  if (kind !== 'package') {
    if (refusals[0]) throw refusals[0]
    return { kind, items, trackingNumber }
  }
  const blocking = refusals.find((refusal) => refusal && refusal.code !== 'checkin_already_checked_in')
  if (blocking) throw blocking
  const remaining = items.filter((_item, index) => refusals[index] === null)
  if (!remaining.length) throw new BusinessError('checkin_already_checked_in', 409)
  return { kind, items: remaining, trackingNumber }
}
