import type { HttpContext } from '@adonisjs/core/http'
import BusinessError from '#exceptions/business_error'
import { hasValidSignature } from '#services/app_keys'
import { CUSTOMER_DOCUMENTS, type BackOfficeDocument } from '#services/documents/buyback_documents'
import { readyLabel, sendBuybackDocument } from '#services/documents/send_document'
import { ownCart } from '#services/storefront_caller'
import {
  backOfficeDocument,
  buybackOfCart,
  buybackWithCart,
  signedBuyback,
} from '#queries/buyback_documents/buybacks'

const SHIPPING_LABEL = 'shipping_label'

/** The documents a customer may download: their own, and the carrier's label. */
function kindOf(value: string): BackOfficeDocument {
  if (value === SHIPPING_LABEL || (CUSTOMER_DOCUMENTS as readonly string[]).includes(value)) {
    return value as BackOfficeDocument
  }
  throw new BusinessError('not_found', 404)
}

/**
 * The documents of a buy-back: for the customer, from the confirmation page (the visitor's own cart) and
 * from the e-mail (a signed link that expires), where HEAD on the shipping label answers 200 once it is
 * ready, 425 before, 404 when none is expected (the confirmation page polls it); and for the back office,
 * those the details page offers.
 */
export default class BuybackDocumentsController {
  /** GET|HEAD /api/carts/:cartId/buybacks/:buybackId/documents/:kind */
  async ofCart({ params, storefrontCaller, request, response }: HttpContext) {
    const cart = await ownCart(storefrontCaller, params.cartId)
    const buyback = await buybackOfCart(cart, params.buybackId)
    const kind = kindOf(params.kind)
    if (request.method() === 'HEAD' && kind === SHIPPING_LABEL) {
      await readyLabel(buyback)
      return response.status(200).send('')
    }
    return sendBuybackDocument(response, buyback, kind)
  }

  /**
   * GET|HEAD /api/buybacks/:id/shipping-label (part 2 §7): the label of a buy-back of the caller's own cart
   * at the specification's path, polled as the cart's document path is (200, 425 not ready, 404 not
   * expected, 410 refused). Another's buy-back, or one of no cart, is 404 as one that does not exist.
   */
  async shippingLabel({ params, storefrontCaller, request, response }: HttpContext) {
    const owned = await buybackWithCart(params.id)
    await ownCart(storefrontCaller, owned.cartId!)
    if (request.method() === 'HEAD') {
      await readyLabel(owned)
      return response.status(200).send('')
    }
    return sendBuybackDocument(response, owned, SHIPPING_LABEL)
  }

  /** GET /api/documents/buybacks/:buybackId/:kind?signature=… (the e-mail's links) */
  async signed({ params, request, response }: HttpContext) {
    if (!hasValidSignature(request)) throw new BusinessError('link_invalid', 403)
    const buyback = await signedBuyback(params.buybackId)
    return sendBuybackDocument(response, buyback, kindOf(params.kind))
  }

  /** `GET /api/buybacks/:id/documents/:kind`: a document the details page offers for this buy-back. */
  async backOffice({ params, actor, response }: HttpContext) {
    const { buyback, kind } = await backOfficeDocument(actor, params.id, params.kind)
    return sendBuybackDocument(response, buyback, kind)
  }
}
