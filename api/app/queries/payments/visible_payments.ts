import Payment from '#models/payment'
import { tenancy } from '#services/tenancy/scopes'
import type { Actor } from '#services/actor'

/** The payments the caller sees: those of the buy-backs it sees (DESIGN.md §2). */
export const visiblePayments = (actor: Actor) =>
  tenancy.buybacks(
    Payment.query().join('buybacks', 'buybacks.id', 'payments.buyback_id').select('payments.*'),
    actor
  )
