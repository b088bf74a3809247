import db from '@adonisjs/lucid/services/db'
import Product from '#models/product'
import { BOUNDS } from '#domain/bounds'
import { selectProductRows, type ProductRow } from '#presenters/product'
import { scoreColumns, searchOrder, type Term } from '#services/product_search/relevance'
import {
  countWordRows,
  topCandidates,
  whereIndexFilters,
  type IndexedCriteria,
} from '#services/product_search/word_ranges'
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

export interface RankedPage {
  rows: ProductRow[]
  /** The number of matches, or BOUNDS.searchMatchesCounted when more match (`totalIsLowerBound`). */
  total: number
  totalIsLowerBound: boolean
}

/**
 * The page of a relevance search ranked on the search_words index, in two statements, neither of which
 * scores every match of a broad keyword:
 * 1. each word's rows are counted up to just over BOUNDS.searchMatchesCounted (#services/product_search/word_ranges);
 *    a word with more has that many matches on its own: the total is given as "more than" that many;
 * 2. the page: when one word is that broad and the others together are not, the candidates are the best rows
 *    of the broad word (as many as the page's end) and the others' products (topCandidates), scored on all
 *    their rows; otherwise every match is scored on its index rows. Both rank by the one order (searchOrder)
 *    and read only the page's products.
 */
export async function indexRankedPage(
  client: QueryClientContract,
  criteria: IndexedCriteria,
  terms: Term[],
  { offset, limit }: { offset: number; limit: number },
  counted: number = BOUNDS.searchMatchesCounted
): Promise<RankedPage> {
  const columns = scoreColumns(terms)
  const counts = await countWordRows(client, criteria, columns.words, counted + 1)
  const moreThanCounted = counts.some((count) => count > counted)
  const totalIsLowerBound = moreThanCounted && !criteria.countAll
  const widest = counts.indexOf(Math.max(...counts))
  const others = columns.words.filter((_, position) => position !== widest)
  const otherRows = counts.reduce((sum, count) => sum + count, 0) - counts[widest]
  // The index orders a word's rows after their status: the rows of a word are in rank order for one status.
  const fromTop = criteria.status !== undefined && counts[widest] > counted && otherRows <= counted
  // Every match scored: their number comes with the page.
  const withTotal = !fromTop && !totalIsLowerBound

  const sqlite = client.dialect.name.includes('sqlite')
  const scores = client.query()
  if (fromTop) {
    const candidates = topCandidates(client, criteria, columns.words[widest], others, offset + limit)
    // The candidates first, then their rows by the primary key (product_id, word).
    scores
      .from(candidates.as('candidates'))
      .joinRaw(sqlite ? 'CROSS JOIN search_words' : 'STRAIGHT_JOIN search_words')
      .whereRaw('search_words.product_id = candidates.candidate_id')
      .where('search_words.account_id', criteria.accountId)
  } else {
    whereIndexFilters(scores.from('search_words'), criteria)
  }
  scores
    .select(db.raw(columns.sql, columns.bindings))
    .select(db.raw('MAX(popularity) AS popularity'), db.raw('MAX(label) AS label'))
    .whereIn('word', columns.words)
    .groupBy('product_id')
  const order = searchOrder(
    terms,
    { popularity: 'relevance.popularity', label: 'relevance.label', id: 'relevance.product_id' },
    sqlite
  )
  // ORDER BY with LIMIT keeps only the page in SQLite's sorter; ROW_NUMBER over the same order sorted
  // every match several times. The page is put in order again outside.
  const ranked = client
    .query()
    .from(scores.as('relevance'))
    .select('relevance.*')
    .orderByRaw(order)
    .offset(offset)
    .limit(limit)
  if (withTotal) ranked.select(db.raw('COUNT(*) OVER () AS search_total'))
  const { sql, bindings } = ranked.toSQL()
  const rows = await selectProductRows(
    Product.query({ client }).joinRaw(
      `JOIN (${sql}) relevance ON relevance.product_id = products.id`,
      bindings as Array<string | number>
    )
  )
    .if(withTotal, (page) => page.select('relevance.search_total'))
    .orderByRaw(order)
    .pojo<ProductRow & { search_total?: number | string }>()
  let total: number = counted
  if (!totalIsLowerBound) {
    total =
      withTotal && (rows.length || offset === 0)
        ? Number(rows[0]?.search_total ?? 0)
        : await countMatches(client, criteria, columns.words)
  }
  return { rows: rows.map(({ search_total: _, ...row }) => row), total, totalIsLowerBound }
}

/** The number of products matching some word, when the page does not carry it. */
async function countMatches(client: QueryClientContract, criteria: IndexedCriteria, words: string[]) {
  const matches = whereIndexFilters(client.from('search_words'), criteria)
    .whereIn('word', words)
    .countDistinct('product_id as total')
  return Number((await matches)[0].total)
}
