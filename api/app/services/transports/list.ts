import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import Transport from '#models/transport'
import { tenancy } from '#services/tenancy/scopes'
import type { ListOptions } from '#services/list_query'
import { DELIVERY_STATUSES, TRANSPORT_KINDS } from '#domain/delivery_statuses'

/**
 * `/transports-list` (part 1 §2 "Expedition"): the transports of the buy-backs, packages and items the
 * caller sees, filtered, sorted and paged on the server. The export reads the same rows (csv.ts).
 */
export function visibleTransports(actor: HttpContext['actor']) {
  return tenancy.transports(Transport.query(), actor)
}

export type TransportQuery = ReturnType<typeof visibleTransports>

const list = (value: string | string[]) =>
  ([] as string[])
    .concat(value)
    .map((one) => String(one).trim())
    .filter(Boolean)
const among = (value: string | string[], allowed: readonly string[]) =>
  list(value).filter((one) => allowed.includes(one))

/** A code typed in the search: the transport's UUID or tracking number, a buy-back's, a package's, an item's. */
function search(query: TransportQuery, q: string) {
  const buybacksNumbered = (sub: any) => sub.from('buybacks').select('id').where('identification_number', q)
  query.where((either) =>
    either
      .where('transports.uuid', q)
      .orWhere('transports.tracking_number', q)
      .orWhereIn('transports.buyback_id', buybacksNumbered)
      .orWhereIn('transports.package_id', (sub) => sub.from('packages').select('id').where('number', q))
      .orWhereIn('transports.package_id', (sub) =>
        sub
          .from('package_items')
          .join('items', 'items.id', 'package_items.item_id')
          .where((code) =>
            code.where('items.identification_number', q).orWhereIn('items.buyback_id', buybacksNumbered)
          )
          .select('package_items.package_id')
      )
      .orWhereIn('transports.item_id', (sub) =>
        sub
          .from('items')
          .select('id')
          .where((code) => code.where('identification_number', q).orWhereIn('buyback_id', buybacksNumbered))
      )
  )
}

export const TRANSPORTS_LIST: ListOptions<TransportQuery> = {
  sortable: {
    createdAt: 'transports.created_at',
    company: 'transports.company',
    trackingNumber: 'transports.tracking_number',
    lastDeliveryStatus: 'transports.last_delivery_status',
    lastDeliveryStatusAt: 'transports.last_delivery_status_at',
    deliveredAt: 'transports.delivered_at',
  },
  defaultSort: ['createdAt', 'desc'],
  maxPageSize: 200,
  filters: {
    company: (query, value) => query.whereIn('transports.company', list(value)),
    kind: (query, value) => query.whereIn('transports.kind', among(value, TRANSPORT_KINDS)),
    lastDeliveryStatus: (query, value) =>
      query.whereIn('transports.last_delivery_status', among(value, DELIVERY_STATUSES)),
    createdFrom: (query, value) => query.where('transports.created_at', '>=', `${list(value)[0]} 00:00:00`),
    createdTo: (query, value) => query.where('transports.created_at', '<=', `${list(value)[0]} 23:59:59`),
  },
  search,
}

/** The names beside each row: its buy-back, package, item, origin and destination. */
export function withNames(query: TransportQuery) {
  return query
    .leftJoin('buybacks', 'buybacks.id', 'transports.buyback_id')
    .leftJoin('packages', 'packages.id', 'transports.package_id')
    .leftJoin('items', 'items.id', 'transports.item_id')
    .leftJoin('organizations as origins', 'origins.id', 'transports.origin_id')
    .leftJoin('organizations as destinations', 'destinations.id', 'transports.destination_id')
    .select('transports.*')
    .select(
      'buybacks.identification_number as buyback_number',
      'buybacks.warehouse_id as buyback_warehouse_id',
      'packages.number as package_number',
      'items.identification_number as item_number',
      'origins.common_name as origin_name',
      'destinations.common_name as destination_name'
    )
}

export interface PackageContents {
  itemCount: number
  buybackNumbers: string[]
}

/** What each package of the page holds: its item count and the numbers of their buy-backs. */
export async function packageContents(packageIds: number[]) {
  const contents = new Map<number, PackageContents>()
  if (packageIds.length === 0) return contents
  const rows = await db
    .from('package_items')
    .join('items', 'items.id', 'package_items.item_id')
    .join('buybacks', 'buybacks.id', 'items.buyback_id')
    .whereIn('package_items.package_id', packageIds)
    .orderBy('buybacks.identification_number')
    .select('package_items.package_id', 'buybacks.identification_number')
  for (const row of rows) {
    const one = contents.get(Number(row.package_id)) ?? { itemCount: 0, buybackNumbers: [] }
    one.itemCount++
    if (!one.buybackNumbers.includes(row.identification_number)) {
      one.buybackNumbers.push(row.identification_number)
    }
    contents.set(Number(row.package_id), one)
  }
  return contents
}

/**
 * The transport order a transport travels with: the package's, or the buy-back's when it has a workshop to
 * go to (the buy-back documents offer it only then); an item going back to its customer has none.
 */
export function orderLinkOf(row: Transport) {
  if (row.packageId) return `/api/packages/${row.packageId}/documents/transport_order`
  if (row.buybackId && row.$extras.buyback_warehouse_id) {
    return `/api/buybacks/${row.buybackId}/documents/transport_order`
  }
  return null
}

const iso = (value: { toISO(): string | null } | null) => value?.toISO() ?? null

export function presentTransport(row: Transport, contents: Map<number, PackageContents>) {
  const inside = row.packageId ? contents.get(row.packageId) : undefined
  return {
    id: row.id,
    uuid: row.uuid,
    createdAt: iso(row.createdAt),
    kind: row.kind,
    company: row.company,
    trackingNumber: row.trackingNumber,
    trackingLink: row.trackingLink,
    lastDeliveryStatus: row.lastDeliveryStatus,
    lastDeliveryStatusAt: iso(row.lastDeliveryStatusAt),
    deliveredAt: iso(row.deliveredAt),
    isTracked: Boolean(row.isTracked),
    /** Its label PDF was kept (`GET /api/transports/:id/label`). */
    hasLabel: row.labelKey !== null,
    buyback: row.buybackId ? { id: row.buybackId, identificationNumber: row.$extras.buyback_number } : null,
    package: row.packageId
      ? {
          id: row.packageId,
          number: row.$extras.package_number,
          itemCount: inside?.itemCount ?? 0,
          buybackNumbers: inside?.buybackNumbers ?? [],
        }
      : null,
    item: row.itemId ? { id: row.itemId, identificationNumber: row.$extras.item_number } : null,
    origin: row.originId ? { id: row.originId, name: row.$extras.origin_name } : null,
    destination: row.destinationId ? { id: row.destinationId, name: row.$extras.destination_name } : null,
    orderLink: orderLinkOf(row),
  }
}

/** The rows of a page, presented, with the contents of their packages read in one query. */
export async function presentTransports(rows: Transport[]) {
  const contents = await packageContents(
    rows.map((row) => row.packageId).filter((id): id is number => id !== null)
  )
  return rows.map((row) => presentTransport(row, contents))
}
