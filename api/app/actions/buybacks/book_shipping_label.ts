import type Buyback from '#models/buyback'
import BusinessError from '#exceptions/business_error'
import { bouncerOf } from '#policies/main'
import type { Actor } from '#services/actor'
import { createShippingLabel, labelBooked, labelExpected } from '#services/shipping_labels'

/**
 * Books a buy-back's shipping label again from the back office, once the address (or the weight, or the
 * service) the carrier refused is corrected: at once, so the operator sees the carrier's answer. A new
 * refusal is kept on the buy-back and answered as `carrier_refused` with the carrier's message; a carrier
 * that does not answer is `carrier_unavailable`. The buy-back's status does not change.
 */
export async function bookShippingLabel(actor: Actor, buyback: Buyback) {
  await bouncerOf(actor).with('BuybackPolicy').authorize('bookLabel', buyback)
  await buyback.load('circuit')
  if (!labelExpected(buyback)) throw new BusinessError('shipping_label_not_expected', 404)
  if (await labelBooked(buyback.id)) throw new BusinessError('shipping_label_already_booked', 409)
  await createShippingLabel(buyback.id)
}
