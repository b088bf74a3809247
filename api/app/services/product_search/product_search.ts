import type { ProductRow } from '#presenters/product'
import type { Actor } from '#services/actor'
import { visibilityOf } from '#services/tenancy/visibility'

/**
 * The one interface of the server-side product search (storefront, buy-back wizards, back office), so that
 * a dedicated engine can replace the database's full-text index later without touching its callers.
 */
export const SEARCH_SORT_FIELDS = ['label', 'brand', 'buybackPriceGradeA', 'status'] as const
export type SearchSortField = (typeof SEARCH_SORT_FIELDS)[number]

export interface ProductSearchQuery {
  /** Products of this account; null for every account (super admin). */
  accountId: number | null
  /** Only the products of the categories this buyer account buys. */
  buyerAccountId?: number
  /**
   * Words over label, brand, model, reference and EAN (#services/product_search/relevance): the products
   * matching some of its terms, by relevance unless `sort` is given.
   */
  keyword?: string
  /** The keyword is being typed (suggestions): its last word may be the beginning of a word, even of one letter. */
  prefixLastWord?: boolean
  /** Main or secondary category, descendants included. */
  categoryId?: number
  /** Products whose TAC codes hold the IMEI's first 8 digits. */
  imei?: string
  status?: 'draft' | 'published'
  /** Leaves out the products of inactive categories and of the categories below them (customers' searches). */
  activeCategoriesOnly?: boolean
  /** Grade-A buy-back price bounds in euros, each applied as given. */
  priceMin?: number
  priceMax?: number
  /**
   * Count every match of a relevance search (the back office's pager shows their number), rather than up to
   * BOUNDS.searchMatchesCounted.
   */
  countAll?: boolean
  /** Default: relevance with a keyword (the same order on every engine), else label ascending. */
  sort?: { field: SearchSortField; order: 'asc' | 'desc' }
  /** From 1. */
  page: number
  perPage: number
}

export interface ProductSearchResult {
  /** The page of products, with their main category's label. */
  rows: ProductRow[]
  /** The number of matches; with `totalIsLowerBound`, BOUNDS.searchMatchesCounted while more match. */
  total: number
  /**
   * True when more products match than `total`: a relevance search counts its matches up to
   * BOUNDS.searchMatchesCounted only (#services/product_search/ranked_page), and serves pages within them.
   */
  totalIsLowerBound: boolean
  /** With a keyword and no result: the keyword with its unknown words corrected, when close words exist. */
  didYouMean: string | null
}

export interface ProductSearch {
  search(query: ProductSearchQuery): Promise<ProductSearchResult>
}

/** The part of a search query that tenancy decides (mirrors tenancy.products), or null for nothing. */
export function searchScopeOf(actor: Actor): Pick<ProductSearchQuery, 'accountId' | 'buyerAccountId'> | null {
  const visibility = visibilityOf(actor)
  switch (visibility.kind) {
    case 'everything':
      return { accountId: null }
    case 'nothing':
      return null
    case 'buyer':
      return { accountId: null, buyerAccountId: visibility.accountId }
    default:
      return { accountId: visibility.accountId }
  }
}
