import Buyback from '#models/buyback'
import type Item from '#models/item'
import { controlledPrice } from '#services/verification/controlled_price'

type Fields = Parameters<typeof controlledPrice>[1]

/** The verification summary's figures for these answers, nothing written. */
export async function verificationPreview(item: Item, fields: Fields, language: string) {
  const priced = await controlledPrice(await Buyback.findOrFail(item.buybackId), fields, language)
  return {
    declared: priced.declared,
    controlled: priced.controlled,
    impacts: priced.impacts,
    breakdown: priced.breakdown,
    // A lock or blacklist finding among the answers: the validation will quarantine, with this reason.
    outcome: priced.quarantine ? ('quarantine' as const) : priced.outcome,
    quarantineReason: priced.quarantine,
    price: priced.price,
    absorbed: priced.absorbed,
    /** The one figure to show: what will be paid (none in quarantine) and its rule. */
    payment: priced.quarantine ? null : priced.payment,
  }
}
