import type Item from '#models/item'
import AppPolicy from '#policies/app_policy'
import { canFire } from '#domain/status_machine'
import type { Actor } from '#services/actor'

/**
 * Who may act on an item in quarantine the caller sees (the tenancy scope loaded it, part 1 §4): release it
 * to another stock, book its return label, send the quarantine mail again.
 */
export default class ItemPolicy extends AppPolicy {
  release(actor: Actor, _item: Item) {
    return canFire('quarantine_released', actor.permissions, 'user')
  }

  bookReturnLabel(actor: Actor, _item: Item) {
    return canFire('return_label_created', actor.permissions, 'user')
  }

  sendQuarantineMail(actor: Actor, _item: Item) {
    return actor.can('send_quarantine_mail')
  }
}
