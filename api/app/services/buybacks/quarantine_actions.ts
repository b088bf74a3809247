import { stateAllows as statusesAllow } from '#domain/status_machine'
import type { ItemStatus } from '#domain/statuses'
import type { EventName } from '#domain/transitions'
import { bouncerOf } from '#policies/main'
import type { PolicyItem } from '#policies/item_policy'
import { hasReturnAddress } from '#services/shipping_labels'
import type { Actor } from '#services/actor'

/** The actions of a quarantine row, each its own route (start/routes/quarantine.ts). */
export const QUARANTINE_ACTIONS = ['release', 'label', 'mail'] as const
export type QuarantineAction = (typeof QUARANTINE_ACTIONS)[number]

/** A row of the quarantine list, with what the page read of it besides the item (no query per row). */
export interface QuarantineRow extends PolicyItem {
  /** A return label was booked for it (its history says so): asking again gives the same label. */
  labelBooked: boolean
  /** Where a return label would be sent. */
  customer: { street: string | null; zipCode: string | null; city: string | null } | null
}

/** The status machine asked about the item's state alone: who may act is QuarantinePolicy's to say. */
const stateAllows = (event: EventName, row: QuarantineRow) =>
  statusesAllow(event, { item: row.status as ItemStatus })

/**
 * What the caller may do on each quarantine row now, so that the list shows only the buttons the server
 * will accept: each action asks QuarantinePolicy (who may act) and the rules its action applies
 * (actions/quarantine/). Release and the mail need an item still held; the label is given
 * again once booked, and is otherwise booked only for an item the status machine allows and a customer
 * address a carrier can deliver to (services/shipping_labels.ts). A booked label whose file was lost is
 * still offered: the action then books it again where the state allows, which the list does not check
 * file by file. The policy is asked row by row, from the caller's one bouncer, without a query.
 */
export function quarantineActionsOf(actor: Actor) {
  const policy = bouncerOf(actor).with('QuarantinePolicy')
  return async (row: QuarantineRow): Promise<QuarantineAction[]> => {
    const labelable =
      row.labelBooked || (stateAllows('return_label_created', row) && hasReturnAddress(row.customer))
    const offered: Record<QuarantineAction, boolean> = {
      release: stateAllows('quarantine_released', row) && (await policy.allows('release', row)),
      label: labelable && (await policy.allows('bookReturnLabel', row)),
      mail: stateAllows('quarantine_mail_sent', row) && (await policy.allows('sendMail', row)),
    }
    return QUARANTINE_ACTIONS.filter((action) => offered[action])
  }
}
