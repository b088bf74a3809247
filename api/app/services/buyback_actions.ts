import type Buyback from '#models/buyback'
import type Item from '#models/item'
import type PaymentMode from '#models/payment_mode'
import { stateAllows as statusesAllow } from '#domain/status_machine'
import type { EventName } from '#domain/transitions'
import { LOST_EVENTS, LOST_PLACES } from '#policies/buyback_policy'
import { bouncerOf } from '#policies/main'
import type { BuybackStatus, ItemStatus } from '#domain/statuses'
import type { LitigationState } from '#actions/litigation/shared'
import { storedValueKindOf } from '#services/payments/stored_value'
import { labelExpected } from '#services/shipping_labels'
import type { BackOfficeDocument } from '#services/documents/buyback_documents'
import type { Actor } from '#services/actor'
import { seesCustomers } from '#services/tenancy/customer_view'

/** A buy-back still on its way: its identifiers and comment may be corrected. */
export const EDITABLE_STATUSES: readonly BuybackStatus[] = [
  'bb_awaiting_store_drop',
  'bb_awaiting_inventory',
  'bb_in_transit',
  'bb_in_processing',
]

/** Items on their way back to the customer: the return order goes with them. */
const RETURNING: readonly ItemStatus[] = ['item_to_return', 'item_returned']

/** Whether the buy-back's fields may still be corrected, whoever asks. */
export const isEditable = (status: string) => (EDITABLE_STATUSES as readonly string[]).includes(status)

/**
 * The documents the back office offers for a buy-back: those every buy-back has, the stored value its payment
 * mode issued, the carrier's label when one is expected, the transport order once a workshop is known, and
 * the return order when the item goes back to the customer.
 */
export function availableDocuments(
  actor: Actor,
  buyback: Buyback,
  item: Item | null,
  mode: PaymentMode | null
): BackOfficeDocument[] {
  // Every document names the customer (and a stored value is theirs): none for a buyer.
  if (!seesCustomers(actor)) return []
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
 * What the caller may do on this buy-back now (part 1 §4 "Buyback actions"): each action asks the policy
 * (who may act on it: app/policies/buyback_policy.ts) and the status machine (what its state allows), so
 * the details page shows only buttons the server will accept.
 */
export async function availableActions(
  actor: Actor,
  buyback: Buyback,
  item: Item | null,
  litigation: LitigationState,
  mode: PaymentMode | null
) {
  const policy = bouncerOf(actor).with('BuybackPolicy')
  const current = { buyback: buyback.status as BuybackStatus, item: (item?.status ?? null) as ItemStatus }
  // The state alone: who may fire is the policies' to say.
  const stateAllows = (event: EventName) => item !== null && statusesAllow(event, current)
  const lost = await Promise.all(
    LOST_PLACES.map(
      async (place) => stateAllows(LOST_EVENTS[place]) && (await policy.allows('declareLost', buyback, place))
    )
  )
  return {
    cancel: stateAllows('cancelled') && (await policy.allows('cancel', buyback)),
    receiveAtStore: stateAllows('dropped_at_store') && (await policy.allows('receiveAtStore', buyback)),
    declareLost: LOST_PLACES.filter((_, index) => lost[index]),
    disputeMail:
      litigation === 'pending' &&
      stateAllows('proposal_resent') &&
      (await policy.allows('resendProposal', buyback)),
    edit: isEditable(buyback.status) && (await policy.allows('correct', buyback)),
    bookLabel:
      labelExpected(buyback) && buyback.labelRefusal !== null && (await policy.allows('bookLabel', buyback)),
    documents: availableDocuments(actor, buyback, item, mode),
  }
}
