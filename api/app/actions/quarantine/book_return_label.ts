import Item from '#models/item'
import type { Actor } from '#services/actor'
import { bouncerOf } from '#policies/main'
import { returnLabelOf } from '#actions/quarantine/shared'

/**
 * The return label of an item held in quarantine (or to return): booked once, tracked as its transport, the booking recorded in the
 * item's history with its tracking number; asking again gives the same label.
 */
export async function itemReturnLabel(actor: Actor, item: Item) {
  await bouncerOf(actor).with('ItemPolicy').authorize('bookReturnLabel', item)
  return returnLabelOf(item, { kind: 'user', actor })
}
