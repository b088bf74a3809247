import AppPolicy from '#policies/app_policy'
import { canFire } from '#domain/status_machine'
import type { EventName } from '#domain/transitions'
import type { PolicyItem } from '#policies/item_policy'
import type { Actor } from '#services/actor'

/** The status machine's events behind each quarantine action (domain/transitions.ts). */
export const QUARANTINE_EVENTS = {
  release: 'quarantine_released',
  bookReturnLabel: 'return_label_created',
  sendMail: 'quarantine_mail_sent',
} as const satisfies Record<string, EventName>

/**
 * Who may act on an item held in quarantine that the caller sees (the tenancy scope loaded it, part 1 §4):
 * the people the status machine names for the action's event (`firedBy`). The only place this is checked:
 * the controller authorises with it before the action fires the event, and the list offers the buttons it
 * allows. Whether the item's status allows the event is the status machine's to say when it fires.
 */
export default class QuarantinePolicy extends AppPolicy {
  /** Release to another stock of its workshop. */
  release(actor: Actor, _item: PolicyItem) {
    return canFire(QUARANTINE_EVENTS.release, actor.permissions, 'user')
  }

  /** Book (or give again) its return label. */
  bookReturnLabel(actor: Actor, _item: PolicyItem) {
    return canFire(QUARANTINE_EVENTS.bookReturnLabel, actor.permissions, 'user')
  }

  /** Send the quarantine mail to the customer again. */
  sendMail(actor: Actor, _item: PolicyItem) {
    return canFire(QUARANTINE_EVENTS.sendMail, actor.permissions, 'user')
  }
}
