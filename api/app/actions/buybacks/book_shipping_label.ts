import type Buyback from '#models/buyback'
import Customer from '#models/customer'
import BusinessError from '#exceptions/business_error'
import { bouncerOf } from '#policies/main'
import type { Actor } from '#services/actor'
import { createShippingLabel } from '#actions/buybacks/create_shipping_label'
import { labelBooked, labelExpected } from '#services/shipping_labels'

/**
 * Books a buy-back's shipping label again from the back office, once the address (or the weight, or the
 * service) the carrier refused is corrected: the customer's address, when sent, is saved first (and kept
 * whatever the carrier answers); then the label is booked at once, so the operator sees the answer. A new
 * refusal is kept on the buy-back and answered as `carrier_refused` with the carrier's message; a carrier
 * that does not answer is `carrier_unavailable`. The buy-back's status does not change.
 */
export interface CorrectedAddress {
  street: string
  streetComplement?: string | null
  zipCode: string
  city: string
  country: string
}

export async function bookShippingLabel(
  actor: Actor,
  buyback: Buyback,
  fields: { address?: CorrectedAddress } = {}
) {
  await bouncerOf(actor).with('BuybackPolicy').authorize('bookLabel', buyback)
  await buyback.load('circuit')
  if (!labelExpected(buyback)) throw new BusinessError('shipping_label_not_expected', 404)
  if (await labelBooked(buyback.id)) throw new BusinessError('shipping_label_already_booked', 409)
  if (fields.address && buyback.customerId) {
    const customer = await Customer.findOrFail(buyback.customerId)
    customer.merge({ ...fields.address, streetComplement: fields.address.streetComplement ?? null })
    await customer.save()
  }
  await createShippingLabel(buyback.id)
}
