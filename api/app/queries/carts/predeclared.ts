import Buyback from '#models/buyback'
import { priceMayBeCorrected } from '#domain/staleness'

/**
 * Whether the pre-declared buy-back the tunnel completes is old enough for its prices to be corrected;
 * nothing else about it. Found by its random reference within the storefront's account only.
 */
export async function predeclaredStaleness(accountId: number, reference: string) {
  const buyback = await Buyback.query()
    .where('reference', reference)
    .where('account_id', accountId)
    .firstOrFail()
  return { reference: buyback.reference, priceMayBeCorrected: priceMayBeCorrected(buyback) }
}
