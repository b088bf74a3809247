import { BOUNDS } from '#domain/bounds'
import type { BuybackStatus } from '#domain/statuses'

/** A buy-back not yet checked by a workshop: its declared price still stands. */
const NOT_CHECKED: readonly BuybackStatus[] = [
  'bb_awaiting_store_drop',
  'bb_awaiting_inventory',
  'bb_in_transit',
]

/**
 * Part 1 §4: a pre-declared or web buy-back still not checked more than 15 days after it was declared may
 * see its price corrected; the back office and the storefront both say so.
 */
export function priceMayBeCorrected(
  buyback: {
    channel: string
    status: string
    predeclaredPrice: number | null
    createdAt: { toMillis(): number }
  },
  now = Date.now()
) {
  const declaredOnline = buyback.channel === 'web' || buyback.predeclaredPrice !== null
  const ageDays = (now - buyback.createdAt.toMillis()) / 86_400_000
  return (
    declaredOnline &&
    (NOT_CHECKED as readonly string[]).includes(buyback.status) &&
    ageDays > BOUNDS.stalenessDays
  )
}
