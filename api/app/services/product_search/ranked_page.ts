import db from '@adonisjs/lucid/services/db'
import Product from '#models/product'
import { selectProductRows } from '#services/product_presenter'
import { underInactiveCategories } from '#services/product_search/category_subtree'
import { scoreColumns, searchOrder, type Term } from '#services/product_search/relevance'
import type { ProductSearchQuery } from '#services/product_search/product_search'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * Whether the search index's rows alone rank a keyword search: an account's products by relevance, kept or
 * left out by their status and category only (the storefront, the store wizard, the back office's keyword).
 * Their rows carry those with the popularity and label the order ends with (migration 0098).
 */
export function rankedOnIndex(criteria: ProductSearchQuery) {
  return (
    criteria.accountId !== null &&
    !criteria.sort &&
    criteria.categoryId === undefined &&
    !criteria.imei &&
    criteria.priceMin === undefined &&
    criteria.priceMax === undefined
  )
}

/**
 * The page of a relevance search ranked on one range of the search_words index: the matches are scored and
 * ordered on their index rows (#services/product_search/relevance searchOrder), then only the page's
 * products are read. Reading every match's product row instead cost a keyword of thousands of matches most of its time (issue 33).
 */
export function indexRankedPage(
  client: QueryClientContract,
  criteria: ProductSearchQuery,
  terms: Term[],
  offset: number,
  limit: number
) {
  const columns = scoreColumns(terms)
  const scores = client
    .from('search_words')
    .select(db.raw(columns.sql, columns.bindings))
    .select(db.raw('MAX(popularity) AS popularity'), db.raw('MAX(label) AS label'))
    .where('account_id', criteria.accountId!)
    .whereIn('word', columns.words)
    .groupBy('product_id')
  if (criteria.status) scores.where('status', criteria.status)
  if (criteria.activeCategoriesOnly) {
    scores.whereNotIn('category_id', underInactiveCategories(criteria.accountId))
  }
  if (criteria.buyerAccountId !== undefined) {
    scores.whereIn('category_id', (sub) => {
      sub.from('categories').select('id').where('buyer_account_id', criteria.buyerAccountId!)
    })
  }
  const order = searchOrder(
    terms,
    { popularity: 'relevance.popularity', label: 'relevance.label', id: 'relevance.product_id' },
    client.dialect.name.includes('sqlite')
  )
  // ORDER BY with LIMIT keeps only the page in SQLite's sorter; ROW_NUMBER over the same order sorted
  // every match several times (12k matches: 350 ms against 50 ms). The page is put in order again outside.
  const ranked = client
    .query()
    .from(scores.as('relevance'))
    .select('relevance.*')
    .select(db.raw('COUNT(*) OVER () AS search_total'))
    .orderByRaw(order)
    .offset(offset)
    .limit(limit)
    .toSQL()
  return selectProductRows(
    Product.query({ client }).joinRaw(
      `JOIN (${ranked.sql}) relevance ON relevance.product_id = products.id`,
      ranked.bindings as Array<string | number>
    )
  )
    .select('relevance.search_total')
    .orderByRaw(order)
}
