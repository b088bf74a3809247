import type Item from '#models/item'
import AppPolicy from '#policies/app_policy'
import { canFire } from '#domain/status_machine'
import type { Actor } from '#services/actor'

/**
 * The item a rule is asked about: a loaded model, or a list row read without building one
 * (services/plain_records.ts), so that a page of rows asks the same rules as the action that follows.
 */
export type PolicyItem = Pick<Item, 'id' | 'buybackId' | 'status' | 'warehouseId' | 'destinationWarehouseId'>

/**
 * Who may act on an item the caller sees (the tenancy scope loaded it, part 1 §4): in quarantine, release it
 * to another stock, book its return label, send the quarantine mail again; on the shelves, move it.
 */
export default class ItemPolicy extends AppPolicy {
  release(actor: Actor, _item: PolicyItem) {
    return canFire('quarantine_released', actor.permissions, 'user')
  }

  bookReturnLabel(actor: Actor, _item: PolicyItem) {
    return canFire('return_label_created', actor.permissions, 'user')
  }

  sendQuarantineMail(actor: Actor, _item: PolicyItem) {
    return actor.can('send_quarantine_mail')
  }

  /** Another shelf of its workshop (`/items-stock/{id}/edit`): the workshop's lead, not the floor. */
  moveToStock(actor: Actor, _item: PolicyItem) {
    return actor.can('stock_manage')
  }
}
