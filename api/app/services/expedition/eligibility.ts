import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import Item from '#models/item'
import BusinessError from '#exceptions/business_error'
import {
  BUYER_SHIPPABLE,
  LEFT_THE_STORE,
  NOT_SHIPPABLE,
  REFUSAL_STATUS,
  RETURN_SHIPPABLE,
  STORE_SHIPPABLE,
  type ExpeditionKind,
  type ExpeditionRefusal,
} from '#domain/expedition'
import type { ItemStatus } from '#domain/statuses'
import { tenancy } from '#services/tenancy/scopes'
import type { Actor } from '#services/actor'

/** In a package with other items, or alone with its own label (`/packing-with-label`). */
export type ExpeditionMode = 'package' | 'label'

export const refuse = (code: ExpeditionRefusal) => new BusinessError(code, REFUSAL_STATUS[code])

/**
 * A store ships to the workshop, a workshop to the buyer (and returns); in another module (the platform's,
 * a buyer's) nobody prepares parcels: `expedition_no_origin`.
 */
export function expeditionKindOf(actor: Actor): ExpeditionKind {
  if (actor.module === 'tim') return 'to_workshop'
  if (actor.module === 'rps') return 'to_buyer'
  throw new BusinessError('expedition_no_origin', 409)
}

/** An item as the expedition screens show it, with where it is headed. */
export interface Candidate {
  id: number
  identificationNumber: string
  status: ItemStatus
  buybackId: number
  buybackNumber: string
  buyerAccountId: number | null
  storeId: number | null
  warehouseId: number | null
  product: string | null
  /** The workshop (from a store) or the buyer's entity (from a workshop); null for a return. */
  destinationId: number | null
  /** The open package it sits in, if any. */
  packageId: number | null
  /** It left already in a closed package of this kind. */
  shipped: boolean
}

type Client = TransactionClientContract | undefined

/** The candidates among the caller's items (scope of DESIGN.md §2) matching `narrow`. */
export async function candidates(
  actor: Actor,
  kind: ExpeditionKind,
  narrow: (query: ReturnType<typeof Item.query>) => void,
  client?: Client
): Promise<Candidate[]> {
  const raw = client ?? db
  const query = tenancy
    .items(Item.query({ client }), actor)
    .join('buybacks', 'buybacks.id', 'items.buyback_id')
    .select(
      'items.id',
      'items.identification_number',
      'items.status',
      'items.buyback_id',
      'items.store_id',
      'items.warehouse_id',
      'items.destination_warehouse_id',
      'items.name',
      'items.brand',
      'items.model',
      'buybacks.identification_number as buyback_number',
      'buybacks.buyer_account_id',
      'buybacks.warehouse_id as buyback_warehouse_id'
    )
  narrow(query)
  const rows = (await query.pojo()) as Record<string, any>[]
  if (rows.length === 0) return []
  const ids = rows.map((row) => Number(row.id))
  const packed = await raw
    .from('package_items')
    .join('packages', 'packages.id', 'package_items.package_id')
    .whereIn('package_items.item_id', ids)
    .where('packages.kind', kind)
    .select('package_items.item_id', 'packages.id', 'packages.status')
  const buyers = [...new Set(rows.map((row) => row.buyer_account_id).filter(Boolean))]
  const buyerEntities = buyers.length
    ? await raw
        .from('organizations')
        .whereIn('account_id', buyers)
        .where('type', 'buyer')
        .orderBy('id')
        .select('id', 'account_id')
    : []
  const buyerEntity = new Map<number, number>()
  for (const entity of buyerEntities) {
    if (!buyerEntity.has(Number(entity.account_id)))
      buyerEntity.set(Number(entity.account_id), Number(entity.id))
  }
  return rows.map((row) => {
    const mine = packed.filter((entry) => Number(entry.item_id) === Number(row.id))
    const status = row.status as ItemStatus
    const workshop = row.destination_warehouse_id ?? row.buyback_warehouse_id
    return {
      id: Number(row.id),
      identificationNumber: row.identification_number,
      status,
      buybackId: Number(row.buyback_id),
      buybackNumber: row.buyback_number,
      buyerAccountId: row.buyer_account_id ? Number(row.buyer_account_id) : null,
      storeId: row.store_id ? Number(row.store_id) : null,
      warehouseId: row.warehouse_id ? Number(row.warehouse_id) : null,
      product: row.name ?? ([row.brand, row.model].filter(Boolean).join(' ') || null),
      destinationId:
        kind === 'to_workshop'
          ? workshop
            ? Number(workshop)
            : null
          : RETURN_SHIPPABLE.includes(status) || status === 'item_returned'
            ? null
            : (buyerEntity.get(Number(row.buyer_account_id)) ?? null),
      packageId: Number(mine.find((entry) => entry.status === 'open')?.id ?? 0) || null,
      shipped: mine.some((entry) => entry.status !== 'open'),
    }
  })
}

/** The item a scanned code names: its own number or its buy-back's. Unknown or out of scope: 404. */
export async function candidateByCode(actor: Actor, code: string, client?: Client) {
  const kind = expeditionKindOf(actor)
  const [found] = await candidates(
    actor,
    kind,
    (query) =>
      query
        .where((either) =>
          either.where('items.identification_number', code).orWhere('buybacks.identification_number', code)
        )
        .limit(1),
    client
  )
  if (!found) throw refuse('expedition_item_unknown')
  return { kind, candidate: found }
}

/** Where the open package stands, for the checks that depend on it. */
export interface OpenPackage {
  id: number
  destinationId: number | null
}

/**
 * Why this item may not leave this way, or null when it may. `into` is the open package it is scanned into
 * (mode `package`); a close checks its items again with `into` and `closing` set.
 */
export function refusalFor(
  kind: ExpeditionKind,
  item: Candidate,
  mode: ExpeditionMode,
  into: OpenPackage | null = null,
  closing = false
): ExpeditionRefusal | null {
  const status = item.status
  if (kind === 'to_workshop') {
    if (STORE_SHIPPABLE.includes(status)) {
      if (mode === 'label') return 'expedition_item_no_label_needed'
      return (
        packageRefusal(item, into, closing) ?? (item.destinationId ? null : 'expedition_item_not_shippable')
      )
    }
    if (status === 'item_in_transit')
      return item.shipped ? 'expedition_already_processed' : 'expedition_not_needed'
    if (LEFT_THE_STORE.includes(status)) return 'expedition_already_processed'
    if (NOT_SHIPPABLE.includes(status)) return 'expedition_item_not_shippable'
    return 'expedition_item_unknown'
  }
  if (RETURN_SHIPPABLE.includes(status)) return mode === 'label' ? null : 'expedition_item_needs_label'
  if (BUYER_SHIPPABLE.includes(status)) {
    if (item.shipped) return 'expedition_already_processed'
    if (!item.buyerAccountId) return 'expedition_not_needed'
    if (mode === 'label') return 'expedition_item_no_label_needed'
    return (
      packageRefusal(item, into, closing) ?? (item.destinationId ? null : 'expedition_item_not_shippable')
    )
  }
  if (status === 'item_returned' || status === 'item_shipped') return 'expedition_already_processed'
  if (NOT_SHIPPABLE.includes(status)) return 'expedition_item_not_shippable'
  return 'expedition_item_unknown'
}

function packageRefusal(
  item: Candidate,
  into: OpenPackage | null,
  closing: boolean
): ExpeditionRefusal | null {
  if (item.shipped) return 'expedition_already_processed'
  if (!into) return null
  if (item.packageId === into.id) return closing ? null : 'expedition_code_already_entered'
  if (item.packageId) return 'expedition_already_processed'
  if (into.destinationId && item.destinationId && into.destinationId !== item.destinationId) {
    return 'expedition_other_destination'
  }
  return null
}
