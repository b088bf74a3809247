import type Transport from '#models/transport'
import AppPolicy from '#policies/app_policy'
import type { Actor } from '#services/actor'

/**
 * Who may read a transport the caller sees (the tenancy scope loaded it through its buy-back, package or
 * item): the transports list (the platform, a retailer's admin, a workshop's lead: each its own),
 * or the floor that prints the label of a parcel it ships.
 */
export default class TransportPolicy extends AppPolicy {
  view(actor: Actor, _transport: Transport) {
    return actor.can('transports_read')
  }

  printLabel(actor: Actor, _transport: Transport) {
    return actor.can('transports_read') || actor.can('buyback_item_send')
  }
}
