import type { HttpContext } from '@adonisjs/core/http'
import { callerStore } from '#queries/buybacks/caller_store'
import { estimateValidator } from '#validators/estimate'
import { cartValidator } from '#validators/cart'
import { estimateOf } from '#actions/estimates/estimate_buyback'
import { optionsOf } from '#actions/estimates/list_buyback_options'
import { createCart } from '#actions/carts/create_cart'
import { presentCart } from '#presenters/cart'
import { indexedFieldErrors } from '#services/indexed_field_errors_reporter'
import { categoryChoices } from '#services/category_tree'

/**
 * The store buy-back wizard (part 1 §2 "Wizards": search, options, declaration, customer information,
 * summary): the same estimate and cart as the storefront, on the store channel, for the seller's store.
 */
export default class StoreBuybacksController {
  /** GET /api/store/categories: the active categories of the catalogue, to search the products of one. */
  async categories({ actor }: HttpContext) {
    return categoryChoices(actor, { activeOnly: true })
  }

  /** GET /api/store/:storeId/products/:productId/options: the modes offered, chosen before the declaration. */
  async options({ params, actor, i18n }: HttpContext) {
    await callerStore(actor, params.storeId)
    return optionsOf(
      { accountId: actor.accountId, channel: 'store', language: i18n.locale },
      params.productId
    )
  }

  /** POST /api/store/:storeId/estimates: the estimate with the store circuits and their payment modes. */
  async estimate({ params, request, actor, i18n }: HttpContext) {
    await callerStore(actor, params.storeId)
    const fields = await request.validateUsing(estimateValidator)
    return estimateOf({ accountId: actor.accountId, channel: 'store', language: i18n.locale }, fields)
  }

  /** POST /api/store/:storeId/buybacks: the store cart checked out, the seller confirming for the customer. */
  async store({ params, request, response, actor, i18n }: HttpContext) {
    const store = await callerStore(actor, params.storeId)
    const fields = await request.validateUsing(cartValidator, indexedFieldErrors())
    const { cart, replayed } = await createCart(
      {
        accountId: actor.accountId,
        channel: 'store',
        userId: actor.user.id,
        storeId: store.id,
        language: i18n.locale,
        i18n,
      },
      fields
    )
    return response.status(replayed ? 200 : 201).send(await presentCart(cart))
  }
}
