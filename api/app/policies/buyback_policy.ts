import type Buyback from '#models/buyback'
import AppPolicy from '#policies/app_policy'
import { canFire } from '#domain/status_machine'
import type { EventName } from '#domain/transitions'
import type { Actor } from '#services/actor'

/** Where an item was lost (part 1 §4 "Buyback actions"), each its own event of the status machine. */
export const LOST_PLACES = ['store', 'transport', 'warehouse'] as const
export type LostPlace = (typeof LOST_PLACES)[number]
export const LOST_EVENTS: Record<LostPlace, EventName> = {
  store: 'declared_lost_store',
  transport: 'declared_lost_transport',
  warehouse: 'declared_lost_warehouse',
}

const fires = (actor: Actor, event: EventName) => canFire(event, actor.permissions, 'user')

/**
 * Who may act on a buy-back the caller sees (the tenancy scope loaded it): each event of the status
 * machine names the permissions that may fire it. Whether the buy-back's state allows the event is the
 * status machine's to say (services/buyback_actions.ts asks both).
 */
export default class BuybackPolicy extends AppPolicy {
  cancel(actor: Actor, _buyback: Buyback) {
    return fires(actor, 'cancelled')
  }

  declareLost(actor: Actor, _buyback: Buyback, place: LostPlace) {
    return fires(actor, LOST_EVENTS[place])
  }

  resendProposal(actor: Actor, _buyback: Buyback) {
    return fires(actor, 'proposal_resent')
  }

  receiveAtStore(actor: Actor, _buyback: Buyback) {
    return fires(actor, 'dropped_at_store')
  }

  /** IMEI, serial number, external code and comment: the store that took it in, the workshop, an admin. */
  correct(actor: Actor, _buyback: Buyback) {
    return actor.can('buyback_create_page') || actor.can('item_control_page') || actor.can('admin')
  }

  /** The shipping label booked again after the carrier refused it: those who may correct the buy-back. */
  bookLabel(actor: Actor, buyback: Buyback) {
    return this.correct(actor, buyback)
  }
}
