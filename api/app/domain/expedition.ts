import { ITEM_COMPLETED_STATUSES, type ItemStatus } from '#domain/statuses'

/**
 * Which item may leave, from where and how (part 2 §8 "Expedition"). A store sends the items
 * awaiting inventory to their workshop in a package; a workshop sends the items done with (verified, or
 * refurbished) to their buyer in a package, and an item to return back to its customer alone, with its own
 * label. Everything else is refused with the catalogue code that says why.
 */
export type ExpeditionKind = 'to_workshop' | 'to_buyer'

/** What a store ships. */
export const STORE_SHIPPABLE: readonly ItemStatus[] = ['item_awaiting_inventory']

/** What a workshop ships to the buyer. */
export const BUYER_SHIPPABLE: readonly ItemStatus[] = [...ITEM_COMPLETED_STATUSES, 'item_refurb_completed']

/** What leaves a workshop alone, with its own label, for its customer. */
export const RETURN_SHIPPABLE: readonly ItemStatus[] = ['item_to_return']

/** Held, lost or gone: never shipped, whatever the place. */
export const NOT_SHIPPABLE: readonly ItemStatus[] = [
  'item_in_quarantine',
  'item_to_reintegrate_to_stock',
  'item_refurb_diagnostic_in_progress',
  'item_refurb_in_progress',
  'item_lost_store',
  'item_lost_transport',
  'item_lost_warehouse',
  'item_cancelled',
  'item_awaiting_store_drop',
]

/** Seen from a store: past its door already. */
export const LEFT_THE_STORE: readonly ItemStatus[] = [
  'item_registered_in_warehouse',
  'item_awaiting_compliancy_tests',
  ...ITEM_COMPLETED_STATUSES,
  'item_refurb_completed',
  'item_to_return',
  'item_returned',
  'item_shipped',
]

export const EXPEDITION_REFUSALS = [
  'expedition_item_unknown',
  'expedition_already_processed',
  'expedition_not_needed',
  'expedition_shipment_not_recorded',
  'expedition_package_not_closable',
  'expedition_label_unavailable',
  'expedition_item_needs_label',
  'expedition_item_no_label_needed',
  'expedition_item_not_shippable',
  'expedition_code_already_entered',
  'expedition_other_destination',
  'expedition_no_origin',
] as const
export type ExpeditionRefusal = (typeof EXPEDITION_REFUSALS)[number]

/** The HTTP status of each refusal: unknown is not found, the rest conflict with the item's state. */
export const REFUSAL_STATUS: Record<ExpeditionRefusal, number> = {
  expedition_item_unknown: 404,
  expedition_already_processed: 409,
  expedition_not_needed: 409,
  expedition_shipment_not_recorded: 404,
  expedition_package_not_closable: 409,
  expedition_label_unavailable: 404,
  expedition_item_needs_label: 409,
  expedition_item_no_label_needed: 409,
  expedition_item_not_shippable: 409,
  expedition_code_already_entered: 409,
  expedition_other_destination: 409,
  expedition_no_origin: 409,
}
