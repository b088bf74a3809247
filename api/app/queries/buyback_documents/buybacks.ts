import Buyback from '#models/buyback'
import type Cart from '#models/cart'
import Item from '#models/item'
import PaymentMode from '#models/payment_mode'
import BusinessError from '#exceptions/business_error'
import { visibleBuyback } from '#services/buybacks/scope'
import { availableDocuments } from '#services/buyback_actions'
import { seesCustomers } from '#services/tenancy/customer_view'
import type { Actor } from '#services/actor'

/** A buy-back of the visitor's own cart; 404 otherwise. */
export const buybackOfCart = (cart: Cart, buybackId: unknown) =>
  Buyback.query().where('id', String(buybackId)).where('cart_id', cart.id).firstOrFail()

/** A buy-back made from a cart (whose the route checks next); 404 for one of no cart. */
export const buybackWithCart = (id: unknown) =>
  Buyback.query().where('id', String(id)).whereNotNull('cart_id').firstOrFail()

/** The buy-back a signed link names. */
export const signedBuyback = (id: unknown) => Buyback.findOrFail(Number(id))

/**
 * A buy-back the caller sees and the document `kind` of it that its details page offers; 403 for a buyer
 * who does not see customers, 404 for a document not expected.
 */
export async function backOfficeDocument(actor: Actor, id: unknown, kind: unknown) {
  const buyback = await visibleBuyback(actor, id)
  await buyback.load('circuit')
  const item = await Item.findBy('buyback_id', buyback.id)
  const mode = buyback.paymentModeId ? await PaymentMode.find(buyback.paymentModeId) : null
  if (!seesCustomers(actor)) throw new BusinessError('buyer_customer_hidden', 403)
  const offered = availableDocuments(actor, buyback, item, mode).find((one) => one === kind)
  if (!offered) throw new BusinessError('document_not_expected', 404)
  return { buyback, kind: offered }
}
