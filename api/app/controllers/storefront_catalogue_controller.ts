import type { HttpContext } from '@adonisjs/core/http'
import Category from '#models/category'
import db from '@adonisjs/lucid/services/db'
import OrganizationRootDetail from '#models/organization_root_detail'
import BusinessError from '#exceptions/business_error'
import { storesQueryValidator } from '#validators/storefront_stores'
import { nearestStores, publicStore } from '#services/store_finder'

interface PublicCategory {
  id: number
  parentId: number | null
  label: string
  image: string | null
  children: PublicCategory[]
}

/**
 * What the storefront shows besides the search (part 1 §2 "Public application"): the category navigation,
 * only when the client enables it, and the stores where a product can be brought.
 */
export default class StorefrontCatalogueController {
  /** GET /api/storefront/categories: the active categories as a tree (404 when navigation is off). */
  async categories({ storefrontCaller }: HttpContext) {
    const accountId = storefrontCaller.accountId
    const details = await OrganizationRootDetail.findBy('account_id', accountId)
    if (!details?.categoryNavigationEnabled) throw new BusinessError('not_found', 404)
    const rows = await Category.query()
      .where('account_id', accountId)
      .where('status', 'active')
      .orderBy('position')
      .orderBy('label')
    const nodes = new Map<number, PublicCategory>(
      rows.map((row) => [
        row.id,
        { id: row.id, parentId: row.parentId, label: row.label, image: row.imageUrl, children: [] },
      ])
    )
    const roots: PublicCategory[] = []
    for (const node of nodes.values()) {
      const parent = node.parentId === null ? null : nodes.get(node.parentId)
      if (parent) parent.children.push(node)
      else if (node.parentId === null) roots.push(node)
    }
    // The catalogue's root is a container: its children are what visitors browse.
    return roots.flatMap((root) => root.children)
  }

  /**
   * GET /api/storefront/stores: the client's active stores with their address and position; with `near`
   * (a postcode, a city or "lat,lng"), the nearest ones first with their distance.
   */
  async stores({ storefrontCaller, request }: HttpContext) {
    const { near } = await request.validateUsing(storesQueryValidator, { data: request.qs() })
    if (near) return nearestStores(storefrontCaller.accountId, near)
    const stores = await db
      .from('organizations')
      .where({ account_id: storefrontCaller.accountId, type: 'store', status: 'active' })
      .orderBy('city')
      .orderBy('common_name')
    return stores.map(publicStore)
  }
}
