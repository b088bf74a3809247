import type Payment from '#models/payment'
import AppPolicy from '#policies/app_policy'
import type { Actor } from '#services/actor'

/**
 * Who may act on a payment the caller sees (the tenancy scope loaded it through its buy-back). Its moves
 * are shown on the buy-back's details too: whoever reads the buy-back reads them. Whether its state
 * allows a relaunch or a manual payment is the payment actions' to say.
 */
export default class PaymentPolicy extends AppPolicy {
  view(actor: Actor, _payment: Payment) {
    return actor.can('payment_search')
  }

  viewHistory(actor: Actor, _payment: Payment) {
    return actor.can('payment_search') || actor.can('buyback_list_page')
  }

  relaunch(actor: Actor, _payment: Payment) {
    return actor.can('payment_search')
  }

  markAsPaid(actor: Actor, _payment: Payment) {
    return actor.can('mark_as_paid')
  }
}
