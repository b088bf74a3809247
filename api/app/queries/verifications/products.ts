import Buyback from '#models/buyback'
import type Item from '#models/item'
import { productSearch } from '#services/product_search/database_product_search'

/** The published products of the item's buy-back's client matching `keyword`, the first twenty. */
export async function verificationProducts(item: Item, keyword: string) {
  const buyback = await Buyback.findOrFail(item.buybackId)
  const { rows } = await productSearch.search({
    accountId: buyback.accountId,
    status: 'published',
    keyword: keyword || undefined,
    page: 1,
    perPage: 20,
  })
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    brand: row.brand,
    modele: row.modele,
    image: row.image,
  }))
}
