import type Stock from '#models/stock'
import type { EventName } from '#domain/transitions'
import type { Finding } from './disputes.js'

/** The native stock (or shelf) an item in `status` stands in; none while it travels or waits at the store. */
export function stockFor(status: string, stocks: Map<string, Stock>) {
  if (status === 'item_in_quarantine') return stocks.get('in_quarantine')!.id
  if (status === 'item_to_return' || status === 'item_returned') return stocks.get('customer_return')!.id
  if (status.startsWith('item_refurb_completed')) return stocks.get('refurb_completed')!.id
  if (status.startsWith('item_refurb')) return stocks.get('to_refurbish')!.id
  if (status.startsWith('item_completed')) return stocks.get('shelf-0')!.id
  if (
    [
      'item_registered_in_warehouse',
      'item_awaiting_compliancy_tests',
      'item_to_reintegrate_to_stock',
    ].includes(status)
  ) {
    return stocks.get('to_be_verified')!.id
  }
  return null
}

/**
 * Controlled price and grade per verification outcome, from the declared ones; a dispute's are what the
 * workshop's answers make of the product through the pricing module (buybacks/disputes.ts).
 */
export function controlled(events: EventName[], declared: number, grade: string, finding: Finding | null) {
  if (events.includes('verified_higher')) return { price: Math.round(declared * 1.15), grade: 'A' }
  if (events.includes('verified_absorbed')) return { price: declared - 1000, grade }
  if (events.includes('proposal_sent')) {
    return finding
      ? { price: finding.price, grade: finding.grade }
      : { price: Math.round(declared * 0.6), grade: 'D' }
  }
  if (events.includes('verified_as_declared')) return { price: declared, grade }
  return null
}

/** The price the buy-back was validated at: the accepted proposal's, else the higher of controlled and declared. */
export function validated(events: EventName[], check: { price: number } | null, declared: number) {
  if (!check) return null
  if (events.includes('proposal_sent')) return events.includes('proposal_accepted') ? check.price : null
  return Math.max(check.price, declared)
}
