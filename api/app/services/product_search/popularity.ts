import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { sqlDateTime } from '#services/sql_time'

/** Buy-backs counted as recent for the relevance order, in days. */
export const RECENT_DAYS = 90

/**
 * The products' buy-backs of the last RECENT_DAYS days, which the relevance order reads between equal
 * matches (#services/product_search/relevance): kept in products.recent_buybacks, so that a search ranks
 * thousands of matches without counting their buy-backs. A new buy-back counts at once (countNewBuyback);
 * each night (the `product_popularity` schedule) the counts are taken again, and the old buy-backs age out.
 * The search index's rows keep a copy of the count, written with it.
 */
export async function refreshProductPopularity(client: QueryClientContract = db.connection()) {
  const since = sqlDateTime(new Date(Date.now() - RECENT_DAYS * 86_400_000))
  const count =
    'SELECT COUNT(*) FROM buybacks WHERE buybacks.product_id = products.id AND buybacks.created_at >= ?'
  // Only the products whose count moved are written: most of a large catalogue keeps its count.
  await client.rawQuery(
    `UPDATE products SET recent_buybacks = (${count}) WHERE recent_buybacks <> (${count})`,
    [since, since]
  )
  // The search index's copy (#services/product_search/search_index), where the relevance order reads it.
  const current = 'SELECT recent_buybacks FROM products WHERE products.id = search_words.product_id'
  await client.rawQuery(`UPDATE search_words SET popularity = (${current}) WHERE popularity <> (${current})`)
}

/** One more recent buy-back of the product, in the transaction that creates it. */
export async function countNewBuyback(client: QueryClientContract, productId: string) {
  await client.from('products').where('id', productId).increment('recent_buybacks', 1)
  await client.from('search_words').where('product_id', productId).increment('popularity', 1)
}
