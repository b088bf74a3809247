import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type Item from '#models/item'
import Organization from '#models/organization'
import type Stock from '#models/stock'
import type { NativeStock } from '#models/stock'
import { workshopStocks } from '#services/native_stocks'
import BusinessError from '#exceptions/business_error'

/** The workshop an item is at (or on its way to): its steps' costs and its stocks are that workshop's. */
export async function workshopOf(item: Item, client?: QueryClientContract) {
  const id = item.warehouseId ?? item.destinationWarehouseId
  const workshop = id ? await Organization.find(id, { client }) : null
  if (!workshop) throw new BusinessError('refurb_status_not_eligible', 409)
  return workshop
}

/** Native stocks an item in refurbishment is never put in by hand: they belong to other moves. */
const NOT_FOR_REFURB: NativeStock[] = ['to_be_verified', 'in_quarantine', 'customer_return']

/** Before its steps are done an item is not refurbished: the diagnosis does not offer that stock. */
const NOT_BEFORE_REFURB: NativeStock[] = [...NOT_FOR_REFURB, 'refurb_completed']

/**
 * The stocks an item being refurbished may be put in: the workshop's own and the account's shared ones
 * (the native stocks of the demo), except those of check-in, quarantine and customer return; the
 * diagnosis (`beforeSteps`) also leaves out "refurb completed".
 */
export function refurbStocks(workshop: Organization, client?: QueryClientContract, beforeSteps = false) {
  const excluded = beforeSteps ? NOT_BEFORE_REFURB : NOT_FOR_REFURB
  return workshopStocks(workshop.id, client)
    .where((query) => query.whereNull('native_kind').orWhereNotIn('native_kind', excluded))
    .orderBy('name')
    .orderBy('id')
}

/** A stock the operator chose, if it is one of `refurbStocks`; 422 `refurb_stock_invalid` otherwise. */
export async function refurbStock(
  workshop: Organization,
  stockId: number,
  client?: QueryClientContract,
  beforeSteps = false
) {
  const stock = await refurbStocks(workshop, client, beforeSteps).where('id', stockId).first()
  if (!stock) throw new BusinessError('refurb_stock_invalid', 422)
  return stock
}

export interface CostedStep {
  id: number
  name: string
  description: string | null
  stockId: number
  dataErasure: boolean
  /** Cents, at this workshop; a step with no cost set for it costs nothing there. */
  cost: number
}

/** The active refurb steps of the workshop's account, with their cost at this workshop, by name. */
export async function costedSteps(workshop: Organization, client: QueryClientContract = db.connection()) {
  const rows = await client
    .from('refurb_steps')
    .leftJoin('refurb_step_costs', (join) =>
      join
        .on('refurb_step_costs.refurb_step_id', 'refurb_steps.id')
        .andOnVal('refurb_step_costs.warehouse_id', workshop.id)
    )
    .where('refurb_steps.account_id', workshop.accountId)
    .where('refurb_steps.status', 'active')
    .orderBy('refurb_steps.name')
    .orderBy('refurb_steps.id')
    .select(
      'refurb_steps.id',
      'refurb_steps.name',
      'refurb_steps.description',
      'refurb_steps.stock_id',
      'refurb_steps.data_erasure',
      'refurb_step_costs.cost'
    )
  return rows.map((row): CostedStep => ({
    id: Number(row.id),
    name: row.name,
    description: row.description,
    stockId: Number(row.stock_id),
    dataErasure: Boolean(row.data_erasure),
    cost: Number(row.cost ?? 0),
  }))
}

export const presentStock = (stock: Stock | null) =>
  stock ? { id: stock.id, name: stock.name, nativeKind: stock.nativeKind } : null
