import { BUYER_SHIPPABLE, RETURN_SHIPPABLE, STORE_SHIPPABLE } from '#domain/expedition'
import { candidates, expeditionKindOf, refusalFor } from '#services/expedition/eligibility'
import { entityNames, presentCandidate } from '#presenters/expedition'
import type { Actor } from '#services/actor'

const AWAITING_LIMIT = 500

/** `GET /api/expedition/awaiting`: what waits for shipment at the caller's store or workshop. */
export async function awaitingShipment(actor: Actor) {
  const kind = expeditionKindOf(actor)
  const statuses: string[] =
    kind === 'to_workshop' ? [...STORE_SHIPPABLE] : [...BUYER_SHIPPABLE, ...RETURN_SHIPPABLE]
  const found = await candidates(actor, kind, (query) =>
    query.whereIn('items.status', statuses).orderBy('items.updated_at').limit(AWAITING_LIMIT)
  )
  const items = found.filter(
    (item) =>
      !item.shipped && refusalFor(kind, item, item.status === 'item_to_return' ? 'label' : 'package') === null
  )
  const names = await entityNames(items.map((item) => item.destinationId))
  return { kind, items: items.map((item) => presentCandidate(item, names)) }
}
