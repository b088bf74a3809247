import Buyback from '#models/buyback'
import BusinessError from '#exceptions/business_error'
import { EVENTS } from '#domain/transitions'
import { priceMayBeCorrected } from '#domain/staleness'
import { itemsOfCode } from '#services/verification/lookup'
import type { Actor } from '#services/actor'

/** The statuses the web file check receives an item from: read from the status machine, never copied. */
const RECEIVABLE: readonly string[] = EVENTS.web_file_received.item.flatMap((move) => move.from)

/**
 * The web file check (part 1 §2 "Verification", `/warehouse/check/{itemId?}`): a buy-back started on the web
 * (or pre-declared) whose item reached the workshop without being checked in. Refusals of part 2 §8
 * "Pre-declaration/web file": not found or not recognised (404, also for another workshop's or retailer's),
 * not eligible (a store buy-back), status not valid (already received, completed or cancelled). Older than 15
 * days, the screen warns that the price may be corrected.
 */
export async function webFileItem(actor: Actor, code: string) {
  const item = await itemsOfCode(actor, code).orderBy('items.id').first()
  if (!item) throw new BusinessError('webfile_not_found', 404)
  const buyback = await Buyback.findOrFail(item.buybackId)
  if (buyback.channel !== 'web' && buyback.predeclaredPrice === null) {
    throw new BusinessError('webfile_not_eligible', 409)
  }
  if (!RECEIVABLE.includes(item.status)) throw new BusinessError('webfile_status_invalid', 409)
  return {
    item,
    view: {
      itemId: item.id,
      itemIdentificationNumber: item.identificationNumber,
      buybackId: buyback.id,
      buybackIdentificationNumber: buyback.identificationNumber,
      createdAt: buyback.createdAt.toISO(),
      priceMayBeCorrected: priceMayBeCorrected(buyback),
    },
  }
}
