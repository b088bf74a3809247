import db from '@adonisjs/lucid/services/db'
import Product from '#models/product'
import { categorySubtree, underInactiveCategories } from '#services/product_search/category_subtree'
import { orderByText } from '#services/product_search/text_order'
import {
  correctedKeyword,
  loadLexicon,
  searchOrder,
  resolveTerms,
  scoresSubquery,
} from '#services/product_search/relevance'
import { searchTokens } from '#services/product_search/tokens'
import { indexRankedPage, rankedOnIndex } from '#services/product_search/ranked_page'
import type { Lexicon, Term } from '#services/product_search/relevance'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type {
  ProductSearch,
  ProductSearchQuery,
  ProductSearchResult,
  SearchSortField,
} from '#services/product_search/product_search'
import { BOUNDS } from '#domain/bounds'
import { selectProductRows, type ProductRow } from '#presenters/product'

const SORT_COLUMNS: Record<SearchSortField, string> = {
  label: 'products.label',
  brand: 'products.brand',
  buybackPriceGradeA: 'products.buyback_price_grade_a',
  status: 'products.status',
}

/** Euros (as typed, up to 2 decimals) to the cents the database holds. */
export const toCents = (euros: number) => Math.round(euros * 100)

/**
 * The search on the application's own database: a keyword through the relevance index of
 * #services/product_search/search_index (the same tokens on both engines, ranked by
 * #services/product_search/relevance), the other criteria as indexed SQL conditions.
 */
export class DatabaseProductSearch implements ProductSearch {
  async search(criteria: ProductSearchQuery): Promise<ProductSearchResult> {
    const query = Product.query()
    if (criteria.accountId !== null) query.where('products.account_id', criteria.accountId)
    if (criteria.buyerAccountId !== undefined) {
      query.whereIn('products.category_id', (sub) => {
        sub.from('categories').select('id').where('buyer_account_id', criteria.buyerAccountId!)
      })
    }
    if (criteria.status) query.where('products.status', criteria.status)
    const excludedCategories = criteria.activeCategoriesOnly
      ? await underInactiveCategories(criteria.accountId)
      : []
    if (excludedCategories.length) query.whereNotIn('products.category_id', excludedCategories)
    if (criteria.priceMin !== undefined) {
      query.where('products.buyback_price_grade_a', '>=', toCents(criteria.priceMin))
    }
    if (criteria.priceMax !== undefined) {
      query.where('products.buyback_price_grade_a', '<=', toCents(criteria.priceMax))
    }
    if (criteria.categoryId !== undefined) {
      const subtree = await categorySubtree(criteria.categoryId)
      if (!subtree) return { rows: [], total: 0, totalIsLowerBound: false, didYouMean: null }
      query.where((inCategory) => {
        inCategory.whereIn('products.category_id', subtree).orWhereIn('products.id', (secondary) => {
          secondary.from('product_secondary_categories').select('product_id').whereIn('category_id', subtree)
        })
      })
    }
    if (criteria.imei) {
      query.whereIn('products.id', (sub) => {
        sub
          .from('product_tac_codes')
          .select('product_id')
          .where('tac', criteria.imei!.slice(0, BOUNDS.tac.length))
      })
    }
    // A keyword: the products matching some of its terms, by relevance unless a sort is asked for.
    const tokens = searchTokens(criteria.keyword)
    const keyword = tokens.length > 0
    let terms: Term[] = []
    let lexicon: Lexicon | null = null
    if (keyword) {
      const prefixLast = criteria.prefixLastWord ?? false
      lexicon = await loadLexicon(query.client, criteria.accountId, tokens, prefixLast)
      terms = resolveTerms(tokens, lexicon, prefixLast)
      const scores = scoresSubquery(terms, criteria.accountId)
      query.joinRaw(`JOIN (${scores.sql}) relevance ON relevance.product_id = products.id`, scores.bindings)
    }
    const offset = (criteria.page - 1) * criteria.perPage
    if (keyword && criteria.accountId !== null && rankedOnIndex(criteria)) {
      const ranked = await indexRankedPage(
        query.client,
        { ...criteria, accountId: criteria.accountId, excludedCategories },
        terms,
        { offset, limit: criteria.perPage }
      )
      const didYouMean = ranked.total === 0 && lexicon ? correctedKeyword(tokens, lexicon) : null
      return { ...ranked, didYouMean }
    }
    let page: typeof query
    if (keyword && !criteria.sort) {
      page = relevancePage(query, terms, offset, criteria.perPage)
    } else {
      const { field, order } = criteria.sort ?? { field: 'label', order: 'asc' }
      page = query.clone()
      if (field === 'label' || field === 'brand') orderByText(page, SORT_COLUMNS[field], order)
      else page.orderBy(SORT_COLUMNS[field], order)
      selectProductRows(page).orderBy('products.id', order).offset(offset).limit(criteria.perPage)
      // Matches of a keyword are all read to be sorted anyway: their number comes with the page. Other
      // searches stop at the page and are counted apart, on the indexes alone.
      if (keyword) page.select(db.raw('COUNT(*) OVER () AS search_total'))
    }
    const rows = await page.pojo<ProductRow & { search_total?: number | string }>()
    const total =
      keyword && (rows.length || criteria.page === 1)
        ? Number(rows[0]?.search_total ?? 0)
        : Number((await query.clearSelect().count('* as total').pojo<{ total: number }>())[0].total)
    const didYouMean = total === 0 && lexicon ? correctedKeyword(tokens, lexicon) : null
    return {
      rows: rows.map(({ search_total: _, ...row }) => row),
      total,
      totalIsLowerBound: false,
      didYouMean,
    }
  }
}

/**
 * The page of a relevance search in one statement: the matches are ranked on their ids and scores alone
 * (ROW_NUMBER over the relevance order, their number beside), then only the page's rows are read whole.
 * Sorting thousands of whole rows instead costs MariaDB several times the ranking.
 */
function relevancePage(
  query: ModelQueryBuilderContract<typeof Product>,
  terms: Term[],
  offset: number,
  limit: number
) {
  const sqlite = query.client.dialect.name.includes('sqlite')
  // Buy-backs of the last 90 days are kept on the product (#services/product_search/popularity).
  const order = searchOrder(
    terms,
    { popularity: 'products.recent_buybacks', label: 'products.label', id: 'products.id' },
    sqlite
  )
  const ranked = query
    .clone()
    .select('products.id as page_id')
    .select(db.raw(`ROW_NUMBER() OVER (ORDER BY ${order}) AS position`))
    .select(db.raw('COUNT(*) OVER () AS search_total'))
    .orderBy('position')
    .offset(offset)
    .limit(limit)
    .toSQL()
  return selectProductRows(
    Product.query().joinRaw(
      `JOIN (${ranked.sql}) page ON page.page_id = products.id`,
      ranked.bindings as Array<string | number>
    )
  )
    .select('page.search_total')
    .orderBy('page.position')
}

/** The engine in use. A dedicated search engine would be swapped in here. */
export const productSearch: ProductSearch = new DatabaseProductSearch()
