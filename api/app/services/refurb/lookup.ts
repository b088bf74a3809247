import Buyback from '#models/buyback'
import Item from '#models/item'
import BusinessError from '#exceptions/business_error'
import { EVENTS } from '#domain/transitions'
import { BOUNDS } from '#domain/bounds'
import { isItemCode } from '#domain/identifiers'
import { itemsOfCode, visibleItem } from '#services/verification/lookup'
import type { Actor } from '#services/actor'

const sources = (moves: readonly { from: readonly (string | null)[] }[] | undefined) =>
  (moves ?? []).flatMap((move) => move.from).filter((status): status is string => status !== null)
const targets = (moves: readonly { to: string }[] | undefined) => (moves ?? []).map((move) => move.to)

/**
 * The statuses the diagnosis starts from, read from the status machine: a verified item, or one whose
 * diagnosis was started and left before its steps were chosen.
 */
export const DIAGNOSABLE_STATUSES = [
  ...sources(EVENTS.refurb_diagnosis_started.item),
  ...sources(EVENTS.refurb_steps_chosen.item),
]
/** Diagnosed already: its steps are chosen (being refurbished) or all done. */
export const DIAGNOSED_STATUSES = [
  ...targets(EVENTS.refurb_steps_chosen.item),
  ...targets(EVENTS.refurb_completed.item),
]
/** The item refurb steps screens: an item being refurbished, or refurbished (its steps read only). */
export const IN_REFURB_STATUSES = DIAGNOSED_STATUSES

/** The refusal for a status; null when the purpose accepts it. */
type Purpose = 'diagnosis' | 'steps'
function statusRefusal(purpose: Purpose, status: string) {
  if (purpose === 'steps') {
    return IN_REFURB_STATUSES.includes(status) ? null : new BusinessError('refurb_not_in_progress', 409)
  }
  if (DIAGNOSABLE_STATUSES.includes(status)) return null
  if (DIAGNOSED_STATUSES.includes(status)) return new BusinessError('refurb_already_diagnosed', 409)
  return new BusinessError('refurb_status_not_eligible', 409)
}

/** At most this many items are listed when a code names several. */
const SEVERAL_MAX = 20

/**
 * The item an item code (or its buy-back's number) names among the caller's (part 2 §8 "Diagnosis/refurb
 * search"): a code of the wrong length is 422; unknown or of another workshop one and the same 404 (another
 * workshop's item is not revealed); several items 409 with the list to choose from (`items`), each then
 * opened by its id; a status the purpose does not take 409.
 */
export async function refurbItemOfCode(actor: Actor, code: string, purpose: Purpose) {
  if (!isItemCode(code)) {
    const lengths = BOUNDS.itemCode.lengths
    throw new BusinessError('refurb_code_length', 422, {
      lengths: lengths.slice(0, -1).join(', '),
      last: lengths.at(-1),
    })
  }
  const items = await itemsOfCode(actor, code).orderBy('items.id').limit(SEVERAL_MAX)
  if (!items.length) throw new BusinessError('refurb_item_not_found', 404)
  if (items.length > 1) {
    throw new BusinessError('refurb_several_items', 409, {}, {}, { items: await summaries(items) })
  }
  const refusal = statusRefusal(purpose, items[0]!.status)
  if (refusal) throw refusal
  return items[0]!
}

/** One item of the caller's, by id (404 otherwise), whose status the purpose takes (409 otherwise). */
export async function refurbItem(actor: Actor, id: unknown, purpose: Purpose) {
  const item = await visibleItem(actor, id)
  const refusal = statusRefusal(purpose, item.status)
  if (refusal) throw refusal
  return item
}

/** What a search answers, and what a list of several matches shows to choose from. */
export async function summaries(items: Item[]) {
  const buybacks = await Buyback.query().whereIn(
    'id',
    items.map((item) => item.buybackId)
  )
  const numberOf = new Map(buybacks.map((buyback) => [buyback.id, buyback.identificationNumber]))
  return items.map((item) => ({
    itemId: item.id,
    identificationNumber: item.identificationNumber,
    buybackId: item.buybackId,
    buybackIdentificationNumber: numberOf.get(item.buybackId) ?? null,
    status: item.status,
    name: item.name,
    brand: item.brand,
  }))
}
