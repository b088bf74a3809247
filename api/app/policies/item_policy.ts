import type Item from '#models/item'
import AppPolicy from '#policies/app_policy'
import type { Actor } from '#services/actor'

/**
 * The item a rule is asked about: a loaded model, or a list row read without building one
 * (services/plain_records.ts), so that a page of rows asks the same rules as the action that follows.
 */
export type PolicyItem = Pick<Item, 'id' | 'buybackId' | 'status' | 'warehouseId' | 'destinationWarehouseId'>

/**
 * Who may act on an item on the shelves that the caller sees (the tenancy scope loaded it, part 1 §4); an
 * item held in quarantine is QuarantinePolicy's.
 */
export default class ItemPolicy extends AppPolicy {
  /** Another shelf of its workshop (`/items-stock/{id}/edit`): the workshop's lead, not the floor. */
  moveToStock(actor: Actor, _item: PolicyItem) {
    return actor.can('stock_manage')
  }
}
