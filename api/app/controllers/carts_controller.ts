import type { HttpContext } from '@adonisjs/core/http'
import { cartValidator } from '#validators/cart'
import { createCart } from '#actions/carts/create_cart'
import { presentCart } from '#presenters/cart'
import { indexedFieldErrors } from '#services/indexed_field_errors_reporter'
import { ownCart } from '#services/storefront_caller'
import { buybackSettings } from '#queries/carts/settings'
import { predeclaredStaleness } from '#queries/carts/predeclared'

/**
 * The storefront cart (part 1 §4 "Cart", part 2 §7): the settings the tunnel needs, the checkout that
 * creates the buy-backs, and the confirmation read back by its cart id.
 */
export default class CartsController {
  /**
   * GET /api/buyback-settings, with the two names part 2 §7 reads in snake_case beside the camelCase the
   * storefront reads.
   */
  async settings({ storefrontCaller }: HttpContext) {
    return buybackSettings(storefrontCaller.accountId)
  }

  /** POST /api/carts: 201 with the cart made, 200 with the same cart for a repeated idempotency key. */
  async store({ request, response, storefrontCaller, i18n }: HttpContext) {
    const fields = await request.validateUsing(cartValidator, indexedFieldErrors())
    const { accountId, visitorId, userId } = storefrontCaller
    const { cart, replayed } = await createCart(
      { accountId, channel: 'web', userId, visitorId, language: i18n.locale, i18n },
      fields
    )
    return response.status(replayed ? 200 : 201).send(await presentCart(cart))
  }

  /**
   * GET /api/storefront/predeclared-buybacks/:reference: whether the pre-declared buy-back the tunnel
   * completes is old enough for its prices to be corrected; nothing else about it. Reached by its random
   * reference, never by its sequential id (which the route does not match: 404).
   */
  async predeclared({ params, storefrontCaller }: HttpContext) {
    return predeclaredStaleness(storefrontCaller.accountId, params.reference)
  }

  /** GET /api/carts/:id: the caller's own cart; another visitor's, or another client's, is not found. */
  async show({ params, storefrontCaller }: HttpContext) {
    const cart = await ownCart(storefrontCaller, params.id)
    return presentCart(cart)
  }
}
