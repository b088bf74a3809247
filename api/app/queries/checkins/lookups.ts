import Item from '#models/item'
import { withCheckinRelations } from '#presenters/checkin'
import { visibleBuybacks } from '#services/buybacks/scope'
import { tenancy } from '#services/tenancy/scopes'
import type { Actor } from '#services/actor'

/** The buy-back of this number the caller sees, with what the check-in screen shows; 404 otherwise. */
export const checkinBuyback = (actor: Actor, identificationNumber: string) =>
  withCheckinRelations(visibleBuybacks(actor))
    .where('buybacks.identification_number', identificationNumber)
    .firstOrFail()

/** One item the caller sees, for its label; 404 otherwise. */
export const labelledItem = (actor: Actor, id: unknown) =>
  tenancy.items(Item.query(), actor).where('items.id', Number(id)).firstOrFail()
