import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import Item from '#models/item'
import BusinessError from '#exceptions/business_error'
import { EVENTS } from '#domain/transitions'
import { isBuybackCode } from '#domain/identifiers'
import { tenancy } from '#services/tenancy/scopes'
import type { Actor } from '#services/actor'
import { litigationState } from '#actions/litigation/shared'

/** The item status verification starts from: read from the status machine, never copied. */
export const VERIFIABLE_STATUSES: readonly string[] = (EVENTS.verified_as_declared.item ?? [])
  .flatMap((move) => move.from)
  .filter((status) => status !== null)

/** The caller's items (its workshop's, DESIGN.md §2) named by a buy-back number or an item code. */
export function itemsOfCode(actor: Actor, code: string, client: QueryClientContract = db.connection()) {
  const query = tenancy.items(Item.query({ client }), actor)
  if (isBuybackCode(code)) {
    return query.where((either) =>
      either
        .whereIn('items.buyback_id', (sub) =>
          sub.from('buybacks').select('id').where('identification_number', code)
        )
        .orWhere('items.identification_number', code)
    )
  }
  return query.where('items.identification_number', code)
}

/**
 * The item a code names, ready for its tests; the refusals of part 2 §8 "Verification" otherwise: a code
 * unknown or not at the caller's workshop is one and the same 404 (another retailer's item is not
 * revealed), an item not awaiting its compliance tests a 409.
 */
export async function verifiableItem(actor: Actor, code: string, client?: QueryClientContract) {
  const item = await itemsOfCode(actor, code, client).orderBy('items.id').first()
  if (!item) throw new BusinessError('verification_code_unknown', 404)
  if (!VERIFIABLE_STATUSES.includes(item.status)) {
    throw new BusinessError('verification_status_not_eligible', 409)
  }
  await refuseWhileProposalPending(item.buybackId, client)
  return item
}

/**
 * An item whose new proposal waits for its customer stays awaiting its tests, but it is not verified again:
 * the customer's answer settles it (accept completes it, decline returns it).
 */
export async function refuseWhileProposalPending(buybackId: number, client?: QueryClientContract) {
  if ((await litigationState(buybackId, client)) === 'pending') {
    throw new BusinessError('verification_proposal_pending', 409)
  }
}

/** One item of the caller's, by id, or 404: the wizard's steps address the item by its id. */
export async function visibleItem(actor: Actor, id: unknown, client?: QueryClientContract) {
  const item = await tenancy.items(Item.query({ client }), actor).where('items.id', Number(id)).first()
  if (!item) throw new BusinessError('not_found', 404)
  return item
}
