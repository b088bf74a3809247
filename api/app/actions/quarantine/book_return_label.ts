import Item from '#models/item'
import type { Actor } from '#services/actor'
import { returnLabelOf } from '#actions/quarantine/shared'

/**
 * The return label of an item held in quarantine (or to return): booked once, tracked as its transport, the booking recorded in the
 * item's history with its tracking number; asking again gives the same label.
 */
export async function itemReturnLabel(actor: Actor, item: Item) {
  return returnLabelOf(item, { kind: 'user', actor, authorised: true })
}
