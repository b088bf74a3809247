import type { HttpContext } from '@adonisjs/core/http'
import Buyback from '#models/buyback'
import Cart from '#models/cart'
import BusinessError from '#exceptions/business_error'
import {
  BUYBACK_DOCUMENTS,
  renderBuybackDocument,
  type BuybackDocument,
} from '#services/documents/buyback_documents'
import { labelBytes, labelFileName, labelState } from '#services/shipping_labels'

const SHIPPING_LABEL = 'shipping_label'

function kindOf(value: string): BuybackDocument | typeof SHIPPING_LABEL {
  if (value === SHIPPING_LABEL || (BUYBACK_DOCUMENTS as readonly string[]).includes(value)) {
    return value as BuybackDocument | typeof SHIPPING_LABEL
  }
  throw new BusinessError('not_found', 404)
}

/** The label when booked: 404 when none is expected, 425 while the carrier has not answered yet. */
async function readyLabel(buyback: Buyback) {
  const state = await labelState(buyback)
  if (state === 'not_expected') throw new BusinessError('shipping_label_not_expected', 404)
  if (state === 'pending') throw new BusinessError('shipping_label_not_ready', 425)
  return labelBytes(buyback.id)
}

/** Sends a PDF as a download, never rendered as anything else by the browser. */
async function send(response: HttpContext['response'], buyback: Buyback, kind: string) {
  const { bytes, fileName } =
    kind === SHIPPING_LABEL
      ? {
          bytes: await readyLabel(buyback),
          fileName: await labelFileName(buyback),
        }
      : await renderBuybackDocument(buyback.id, kind as BuybackDocument)
  response.header('Content-Type', 'application/pdf')
  response.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
  response.header('X-Content-Type-Options', 'nosniff')
  response.header('Cache-Control', 'private, no-store')
  return response.send(bytes)
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
    return send(response, buyback, kind)
  }

  /** GET /api/documents/buybacks/:buybackId/:kind?signature=… (the e-mail's links) */
  async signed({ params, request, response }: HttpContext) {
    if (!request.hasValidSignature()) throw new BusinessError('link_invalid', 403)
    const buyback = await Buyback.findOrFail(Number(params.buybackId))
    return send(response, buyback, kindOf(params.kind))
  }
}
