/**
 * Statuses of part 1 §4, buy-backs and payments in the order they are lived (the back office's filters list
 * them so). The only way one of them changes is an event of the status machine
 * (#domain/transitions), which lists who may fire it.
 */
export const BUYBACK_STATUSES = [
  'bb_awaiting_store_drop',
  'bb_awaiting_inventory',
  'bb_in_transit',
  'bb_in_processing',
  'bb_completed',
  'bb_completed_by_price',
  'bb_completed_with_absorption',
  'bb_completed_with_negociation',
  'bb_not_completed',
  'bb_cancelled',
] as const
export type BuybackStatus = (typeof BUYBACK_STATUSES)[number]

export const ITEM_STATUSES = [
  'item_awaiting_compliancy_tests',
  'item_awaiting_inventory',
  'item_awaiting_store_drop',
  'item_cancelled',
  'item_completed',
  'item_completed_by_price',
  'item_completed_with_absorption',
  'item_completed_with_negociation',
  'item_created',
  'item_in_quarantine',
  'item_in_transit',
  'item_lost_store',
  'item_lost_transport',
  'item_lost_warehouse',
  'item_refurb_completed',
  'item_refurb_diagnostic_in_progress',
  'item_refurb_in_progress',
  'item_registered_in_warehouse',
  'item_returned',
  'item_shipped',
  'item_to_reintegrate_to_stock',
  'item_to_return',
] as const
export type ItemStatus = (typeof ITEM_STATUSES)[number]

/** The four completed outcomes of a buy-back (verification, or a new proposal accepted). */
export const BUYBACK_COMPLETED_STATUSES = [
  'bb_completed',
  'bb_completed_by_price',
  'bb_completed_with_absorption',
  'bb_completed_with_negociation',
] as const satisfies readonly BuybackStatus[]

/** The four verified outcomes, all shown as "awaiting dispatch". */
export const ITEM_COMPLETED_STATUSES = [
  'item_completed',
  'item_completed_by_price',
  'item_completed_with_absorption',
  'item_completed_with_negociation',
] as const satisfies readonly ItemStatus[]

export const PAYMENT_STATUSES = [
  'payment_created',
  'payment_initiated',
  'awaiting_payment',
  'payment_completed',
  'payment_failed',
  'payment_cancelled',
  'payment_not_needed',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export interface StatusOf {
  buyback: BuybackStatus
  item: ItemStatus
  payment: PaymentStatus
}
export type Subject = keyof StatusOf
export type Status = StatusOf[Subject]

export const STATUSES: { readonly [S in Subject]: readonly StatusOf[S][] } = {
  buyback: BUYBACK_STATUSES,
  item: ITEM_STATUSES,
  payment: PAYMENT_STATUSES,
}
export const SUBJECTS = Object.keys(STATUSES) as Subject[]

/** The statuses of the quarantine list: held, or released and on its way back to a stock. */
export const QUARANTINE_STATUSES = [
  'item_in_quarantine',
  'item_to_reintegrate_to_stock',
] as const satisfies readonly ItemStatus[]

/** The statuses an item on a workshop's shelf may have, from check-in to refurbished (the stock list). */
export const SHELF_STATUSES = [
  'item_awaiting_compliancy_tests',
  'item_in_quarantine',
  'item_to_reintegrate_to_stock',
  ...ITEM_COMPLETED_STATUSES,
  'item_to_return',
  'item_refurb_diagnostic_in_progress',
  'item_refurb_in_progress',
  'item_refurb_completed',
] as const satisfies readonly ItemStatus[]

/** The dashboard groupings of part 1 §4, as statuses. */
export const STATUS_GROUPS: Record<string, readonly string[]> = {
  awaiting_transit: ['bb_awaiting_store_drop', 'bb_awaiting_inventory'],
  in_transit: ['bb_in_transit'],
  processing: ['bb_in_processing'],
  completed: BUYBACK_COMPLETED_STATUSES,
  unfinished: ['bb_cancelled', 'bb_not_completed'],
  /** Declared on the web, waiting to be handed in at a store (`/buybacks-predeclared`). */
  predeclared: ['bb_awaiting_store_drop'],
}
