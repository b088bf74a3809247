import type { HttpContext } from '@adonisjs/core/http'
import Buyback from '#models/buyback'
import Cart from '#models/cart'
import BusinessError from '#exceptions/business_error'
import { CUSTOMER_DOCUMENTS, type BackOfficeDocument } from '#services/documents/buyback_documents'
import { readyLabel, sendBuybackDocument } from '#services/documents/send_document'

const SHIPPING_LABEL = 'shipping_label'

/** The documents a customer may download: their own, and the carrier's label. */
function kindOf(value: string): BackOfficeDocument {
  if (value === SHIPPING_LABEL || (CUSTOMER_DOCUMENTS as readonly string[]).includes(value)) {
    return value as BackOfficeDocument
  }
  throw new BusinessError('not_found', 404)
}

/**
 * The documents of a buy-back for the customer: from the confirmation page (the cart id is the customer's
 * receipt) and from the e-mail (a signed link that expires). HEAD on the shipping label answers 200 once it
 * is ready, 425 before, 404 when none is expected: the confirmation page polls it.
 */
export default class BuybackDocumentsController {
  /** GET|HEAD /api/carts/:cartId/buybacks/:buybackId/documents/:kind */
  async ofCart({ params, auth, request, response }: HttpContext) {
    const cart = await Cart.query()
      .where('id', params.cartId)
      .where('account_id', auth.getUserOrFail().accountId)
      .firstOrFail()
    const buyback = await Buyback.query()
      .where('id', params.buybackId)
      .where('cart_id', cart.id)
      .firstOrFail()
    const kind = kindOf(params.kind)
    if (request.method() === 'HEAD' && kind === SHIPPING_LABEL) {
      await readyLabel(buyback)
      return response.status(200).send('')
    }
    return sendBuybackDocument(response, buyback, kind)
  }

  /** GET /api/documents/buybacks/:buybackId/:kind?signature=… (the e-mail's links) */
  async signed({ params, request, response }: HttpContext) {
    if (!request.hasValidSignature()) throw new BusinessError('link_invalid', 403)
    const buyback = await Buyback.findOrFail(Number(params.buybackId))
    return sendBuybackDocument(response, buyback, kindOf(params.kind))
  }
}
