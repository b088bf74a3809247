import Buyback from '#models/buyback'
import { verifiableItem } from '#services/verification/lookup'
import type { Actor } from '#services/actor'

/** The item a buy-back number or item code names, ready for tests, with its buy-back's numbers. */
export async function verificationLookup(actor: Actor, code: string) {
  const item = await verifiableItem(actor, code)
  const buyback = await Buyback.findOrFail(item.buybackId)
  return {
    itemId: item.id,
    itemIdentificationNumber: item.identificationNumber,
    buybackId: buyback.id,
    buybackIdentificationNumber: buyback.identificationNumber,
  }
}
