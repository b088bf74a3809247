import db from '@adonisjs/lucid/services/db'
import type { HomeWidget } from '#models/home_config'

export interface FeaturedProduct {
  id: string
  label: string
  brand: string | null
  image: string | null
  bestPrice: number | null
}

/**
 * The published products a home block features, in the block's order; the best price a visitor can get
 * for each is its grade A buy-back price, in cents.
 */
async function featuredProducts(accountId: number, ids: string[]) {
  const rows: FeaturedProduct[] = await db
    .from('products')
    .where({ account_id: accountId, status: 'published' })
    .whereIn('id', ids)
    .select('id', 'label', 'brand', 'image', 'buyback_price_grade_a as bestPrice')
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))
}

/** The featured products of each products block, by the block's place among the widgets. */
export function featuredProductsOf(accountId: number, widgets: HomeWidget[]) {
  return Promise.all(
    widgets.map((widget) =>
      widget.type === 'products' ? featuredProducts(accountId, widget.productIds) : null
    )
  )
}
