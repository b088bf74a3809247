import type { HttpContext } from '@adonisjs/core/http'
import BusinessError from '#exceptions/business_error'
import { storesQueryValidator } from '#validators/storefront_stores'
import { nearestStores, publicStore } from '#services/store_finder'
import { activeCategories, categoryNavigationEnabled } from '#queries/storefront/categories'
import { activeStores } from '#queries/storefront/stores'
import { presentCategoryNavigation } from '#presenters/storefront_category'

/**
 * What the storefront shows besides the search (part 1 §2 "Public application"): the category navigation,
 * only when the client enables it, and the stores where a product can be brought.
 */
export default class StorefrontCatalogueController {
  /** GET /api/storefront/categories: the active categories as a tree (404 when navigation is off). */
  async categories({ storefrontCaller }: HttpContext) {
    const accountId = storefrontCaller.accountId
    if (!(await categoryNavigationEnabled(accountId))) throw new BusinessError('not_found', 404)
    return presentCategoryNavigation(await activeCategories(accountId))
  }

  /**
   * GET /api/storefront/stores: the client's active stores with their address and position; with `near`
   * (a postcode, a city or "lat,lng"), the nearest ones first with their distance.
   */
  async stores({ storefrontCaller, request }: HttpContext) {
    const { near } = await request.validateUsing(storesQueryValidator, { data: request.qs() })
    if (near) return nearestStores(storefrontCaller.accountId, near)
    return (await activeStores(storefrontCaller.accountId)).map(publicStore)
  }
}
