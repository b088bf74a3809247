import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { wordRankOrder } from '#services/product_search/relevance'
import type { ProductSearchQuery } from '#services/product_search/product_search'

/**
 * The search_words rows of one word form one range of the index search_words_rank_order (migration 0099):
 * the account, the word, the status, then the rows in the relevance order of the products found by that
 * word alone. What the ranked search reads of them (#services/product_search/ranked_page).
 */

/** A search the index rows answer alone (#services/product_search/ranked_page rankedOnIndex). */
export type IndexedCriteria = Pick<ProductSearchQuery, 'status' | 'buyerAccountId' | 'countAll'> & {
  accountId: number
  /** The categories whose products are left out (under an inactive category), read once for the search. */
  excludedCategories: number[]
}

/** The search's criteria on an index row: the copies of its product's status and category. */
export function whereIndexFilters(query: DatabaseQueryBuilderContract, criteria: IndexedCriteria) {
  query.where('account_id', criteria.accountId)
  if (criteria.status) query.where('status', criteria.status)
  if (criteria.excludedCategories.length) query.whereNotIn('category_id', criteria.excludedCategories)
  if (criteria.buyerAccountId !== undefined) {
    query.whereIn('category_id', (sub) => {
      sub.from('categories').select('id').where('buyer_account_id', criteria.buyerAccountId!)
    })
  }
  return query
}

/**
 * The rows of each word that pass the criteria (so many products: a product has one row per word), each
 * counted up to `bound`: one statement of one short index range per word, however many products match.
 */
export async function countWordRows(
  client: QueryClientContract,
  criteria: IndexedCriteria,
  words: string[],
  bound: number
): Promise<number[]> {
  const arms = words.map((word, position) => {
    const range = whereIndexFilters(client.from('search_words'), criteria)
      .where('word', word)
      .select(db.raw('1'))
      .limit(bound)
    return (
      client
        .query()
        .from(range.as(`range${position}`))
        // The position as a literal: a binding in the select list would be sent before the range's.
        .select(db.raw(`${Number(position)} AS word_position`), db.raw('COUNT(*) AS counted'))
    )
  })
  const [first, ...rest] = arms
  if (rest.length) first.unionAll(rest)
  const rows: Array<{ word_position: number | string; counted: number | string }> = await first
  const counts = words.map(() => 0)
  for (const row of rows) counts[Number(row.word_position)] = Number(row.counted)
  return counts
}

/**
 * The products that may be on the first `k` of the relevance order when one word (`widest`) is the only one
 * of many rows: the first `k` rows of its range in the index order, and every product of the other words.
 * A product matching the keyword by the widest word alone is ranked by that row alone (wordRankOrder); one
 * matching it by another word too is among the others' products; so the first `k` of the whole order are
 * among these, ranked exactly once scored on all their rows.
 */
export function topCandidates(
  client: QueryClientContract,
  criteria: IndexedCriteria,
  widest: string,
  others: string[],
  k: number
) {
  const sqlite = client.dialect.name.includes('sqlite')
  const best = whereIndexFilters(client.from('search_words'), criteria)
    .where('word', widest)
    .select('product_id as candidate_id')
    .orderByRaw(wordRankOrder(sqlite))
    .limit(k)
  const candidates = client.query().from(best.as('best')).select('candidate_id')
  if (others.length) {
    candidates.union(
      whereIndexFilters(client.from('search_words'), criteria).whereIn('word', others).select('product_id')
    )
  }
  return candidates
}
