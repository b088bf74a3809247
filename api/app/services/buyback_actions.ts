import type Buyback from '#models/buyback'
import type Item from '#models/item'
import type PaymentMode from '#models/payment_mode'
import { mayFire } from '#domain/status_machine'
import type { EventName } from '#domain/transitions'
import type { BuybackStatus, ItemStatus } from '#domain/statuses'
import type { LitigationState } from '#actions/litigation/litigation'
import { storedValueKindOf } from '#services/payments/stored_value'
import { labelExpected } from '#services/shipping_labels'
import type { BackOfficeDocument } from '#services/documents/buyback_documents'
import type { Actor } from '#services/actor'

/** Where an item was lost (part 1 §4 "Buyback actions"), each its own event of the status machine. */
export const LOST_PLACES = ['store', 'transport', 'warehouse'] as const
export type LostPlace = (typeof LOST_PLACES)[number]
export const LOST_EVENTS: Record<LostPlace, EventName> = {
  store: 'declared_lost_store',
  transport: 'declared_lost_transport',
  warehouse: 'declared_lost_warehouse',
}

/** A buy-back still on its way: its identifiers and comment may be corrected. */
export const EDITABLE_STATUSES: readonly BuybackStatus[] = [
  'bb_awaiting_store_drop',
  'bb_awaiting_inventory',
  'bb_in_transit',
  'bb_in_processing',
]

/** Items on their way back to the customer: the return order goes with them. */
const RETURNING: readonly ItemStatus[] = ['item_to_return', 'item_returned']

export const mayEdit = (actor: Actor, status: string) =>
  (actor.can('buyback_create_page') || actor.can('item_control_page') || actor.can('admin')) &&
  (EDITABLE_STATUSES as readonly string[]).includes(status)

/**
 * The documents the back office offers for a buy-back: those every buy-back has, the stored value its payment
 * mode issued, the carrier's label when one is expected, the transport order once a workshop is known, and
 * the return order when the item goes back to the customer.
 */
export function availableDocuments(
  buyback: Buyback,
  item: Item | null,
  mode: PaymentMode | null
): BackOfficeDocument[] {
  const storedValue = mode ? storedValueKindOf(mode.type) : null
  return [
    'transfer_order',
    'tracking_sheet',
    ...(storedValue ? [storedValue] : []),
    ...(buyback.warehouseId ? (['transport_order'] as const) : []),
    ...(labelExpected(buyback) ? (['shipping_label'] as const) : []),
    ...(item && RETURNING.includes(item.status as ItemStatus) ? (['return_order'] as const) : []),
  ]
}

/**
 * What the caller may do on this buy-back now (part 1 §4 "Buyback actions"): each action asks the status
 * machine and the caller's permissions, so the details page shows only buttons the server will accept.
 */
export function availableActions(
  actor: Actor,
  buyback: Buyback,
  item: Item | null,
  litigation: LitigationState,
  mode: PaymentMode | null
) {
  const current = { buyback: buyback.status as BuybackStatus, item: (item?.status ?? null) as ItemStatus }
  const may = (event: EventName) => item !== null && mayFire(event, current, actor.permissions)
  return {
    cancel: may('cancelled'),
    receiveAtStore: may('dropped_at_store'),
    declareLost: LOST_PLACES.filter((place) => may(LOST_EVENTS[place])),
    disputeMail: litigation === 'pending' && may('proposal_resent'),
    edit: mayEdit(actor, buyback.status),
    documents: availableDocuments(buyback, item, mode),
  }
}
