import type { HttpContext } from '@adonisjs/core/http'
import Buyback from '#models/buyback'
import Cart from '#models/cart'
import BusinessError from '#exceptions/business_error'
import {
  BUYBACK_DOCUMENTS,
  renderBuybackDocument,
  type BuybackDocument,
} from '#services/documents/buyback_documents'

function kindOf(value: string): BuybackDocument {
  if (!(BUYBACK_DOCUMENTS as readonly string[]).includes(value)) throw new BusinessError('not_found', 404)
  return value as BuybackDocument
}

/** Sends a PDF as a download, never rendered as anything else by the browser. */
async function send(
  response: HttpContext['response'],
  buybackId: number,
  kind: BuybackDocument,
  language?: string
) {
  const { bytes, fileName } = await renderBuybackDocument(buybackId, kind, language)
  response.header('Content-Type', 'application/pdf')
  response.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
  response.header('X-Content-Type-Options', 'nosniff')
  response.header('Cache-Control', 'private, no-store')
  return response.send(bytes)
}

/**
 * The documents of a buy-back for the customer: from the confirmation page (the cart id is the customer's
 * receipt) and from the e-mail (a signed link that expires).
 */
export default class BuybackDocumentsController {
  /** GET /api/carts/:cartId/buybacks/:buybackId/documents/:kind */
  async ofCart({ params, auth, response }: HttpContext) {
    const cart = await Cart.query()
      .where('id', params.cartId)
      .where('account_id', auth.getUserOrFail().accountId)
      .firstOrFail()
    const buyback = await Buyback.query()
      .where('id', params.buybackId)
      .where('cart_id', cart.id)
      .firstOrFail()
    return send(response, buyback.id, kindOf(params.kind))
  }

  /** GET /api/documents/buybacks/:buybackId/:kind?signature=… (the e-mail's links) */
  async signed({ params, request, response }: HttpContext) {
    if (!request.hasValidSignature()) throw new BusinessError('link_invalid', 403)
    return send(response, Number(params.buybackId), kindOf(params.kind))
  }
}
