import type { HttpContext } from '@adonisjs/core/http'
import Account from '#models/account'
import Buyback from '#models/buyback'
import Cart from '#models/cart'
import { priceMayBeCorrected } from '#domain/staleness'
import { BOUNDS } from '#domain/bounds'
import { cartValidator } from '#validators/cart'
import { createCart } from '#actions/carts/create_cart'
import { presentCart } from '#services/cart_presenter'
import { indexedFieldErrors } from '#services/indexed_field_errors_reporter'

/**
 * The storefront cart (part 1 §4 "Cart", part 2 §7): the settings the tunnel needs, the checkout that
 * creates the buy-backs, and the confirmation read back by its cart id.
 */
export default class CartsController {
  /** GET /api/buyback-settings */
  async settings({ auth }: HttpContext) {
    const account = await Account.query()
      .where('id', auth.getUserOrFail().accountId)
      .preload('rootDetail')
      .firstOrFail()
    const details = account.rootDetail
    const multi = details?.enabledPremiumFeatures.includes('multi_product_cart') ?? false
    return {
      customerIdentityDocumentRequired: details?.customerIdentityDocumentRequired ?? false,
      cartMinValue: (details?.cartMinValue ?? 0) * 100,
      cartMaxItems: multi ? BOUNDS.cartMaxItems.multiProduct : BOUNDS.cartMaxItems.single,
      cartLifetimeDays: BOUNDS.cartLifetimeDays.web,
      storeCartLifetimeDays: BOUNDS.cartLifetimeDays.store,
      stalenessDays: BOUNDS.stalenessDays,
      currency: account.currency,
    }
  }

  /** POST /api/carts: 201 with the cart made, 200 with the same cart for a repeated idempotency key. */
  async store({ request, response, auth, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const fields = await request.validateUsing(cartValidator, indexedFieldErrors())
    const { cart, replayed } = await createCart(
      { accountId: user.accountId, channel: 'web', userId: user.id, language: i18n.locale, i18n },
      fields
    )
    return response.status(replayed ? 200 : 201).send(await presentCart(cart))
  }

  /**
   * GET /api/storefront/predeclared-buybacks/:id: whether the pre-declared buy-back the tunnel completes is
   * old enough for its prices to be corrected; nothing else about it.
   */
  async predeclared({ params, auth }: HttpContext) {
    const buyback = await Buyback.query()
      .where('id', params.id)
      .where('account_id', auth.getUserOrFail().accountId)
      .firstOrFail()
    return { id: buyback.id, priceMayBeCorrected: priceMayBeCorrected(buyback) }
  }

  /** GET /api/carts/:id: the cart's id is the customer's receipt; another client's cart is not found. */
  async show({ params, auth }: HttpContext) {
    const cart = await Cart.query()
      .where('id', params.id)
      .where('account_id', auth.getUserOrFail().accountId)
      .firstOrFail()
    return presentCart(cart)
  }
}
