import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Product from '#models/product'
import { categorySubtree } from '#services/product_search/category_subtree'
import { toCents } from '#services/product_search/database_product_search'
import { whereKeyword } from '#services/product_search/keyword_index'
import type { Actor } from '#services/actor'
import { walksSortIndex, type PageContext } from '#services/list_query'
import db from '@adonisjs/lucid/services/db'
import { listVersionName } from '#kept/list_totals'
import { visibilityOf } from '#services/tenancy/visibility'

type Query = ModelQueryBuilderContract<typeof Product, any>

/** A price filter in euros ("12,5" or "12.5"); null when empty or not a number. */
const eurosOf = (value: unknown) => {
  if (value === undefined || value === null || String(value).trim() === '') return null
  const number = Number(String(value).replace(',', '.'))
  return Number.isFinite(number) ? number : null
}
const euros = (value: string | string[]) => {
  const number = eurosOf(value)
  return number === null ? null : toCents(number)
}

const byKeyword = (query: Query, value: string | string[]) =>
  whereKeyword(query, String(value).trim(), 'label', query.client.dialect.name)

/** The range filters of the specification's dialect, in the product's own unit (cents). */
export const PRODUCT_LIST_RANGES = { buybackPriceGradeA: 'products.buyback_price_grade_a' }

/** Each category given (`category[]`) with its descendants' ids, null for one that does not exist. */
async function subtreesOf(value: unknown) {
  const ids = ([] as unknown[])
    .concat(value ?? [])
    .map(Number)
    .filter(Number.isInteger)
  return new Map(await Promise.all(ids.map(async (id) => [id, await categorySubtree(id)] as const)))
}

/**
 * The filters of the back-office product list: `q` (name, trimmed, words of the label through the
 * full-text index), `status` (absent: all), `priceMin`/`priceMax` in euros on the grade-A buy-back price
 * (both applied as given, even when min > max), `categoryId` (main category, descendants included). The
 * specification's names beside them: `search_product_buyback` (as `q`) and `category[]` (any of them, each
 * with its descendants).
 */
export async function productListFilters(params: Record<string, any>) {
  const categoryId = Number(params.categoryId)
  const subtree = Number.isInteger(categoryId) ? await categorySubtree(categoryId) : undefined
  const subtrees = await subtreesOf(params.category)

  return {
    q: byKeyword,
    search_product_buyback: byKeyword,
    category: (query: Query, value: string | string[]) => {
      const ids = ([] as string[]).concat(value).flatMap((id) => subtrees.get(Number(id)) ?? [])
      if (ids.length) query.whereIn('products.category_id', ids)
      else query.whereRaw('1 = 0')
    },
    status: (query: Query, value: string | string[]) => {
      if (value === 'draft' || value === 'published') query.where('products.status', value)
    },
    priceMin: (query: Query, value: string | string[]) => {
      const cents = euros(value)
      if (cents !== null) query.where('products.buyback_price_grade_a', '>=', cents)
    },
    priceMax: (query: Query, value: string | string[]) => {
      const cents = euros(value)
      if (cents !== null) query.where('products.buyback_price_grade_a', '<=', cents)
    },
    categoryId: (query: Query) => {
      if (subtree === undefined) return
      if (subtree === null) query.whereRaw('1 = 0')
      else query.whereIn('products.category_id', subtree)
    },
  }
}

/**
 * The same filters for a name search ranked by relevance (services/product_search), which takes them as
 * criteria: status, prices in euros, category.
 */
export function productListSearchFilters(params: Record<string, any>) {
  const categoryId = Number(params.categoryId)
  return {
    status: params.status === 'draft' || params.status === 'published' ? params.status : undefined,
    priceMin: eurosOf(params.priceMin) ?? undefined,
    priceMax: eurosOf(params.priceMax) ?? undefined,
    categoryId: params.categoryId !== '' && Number.isInteger(categoryId) ? categoryId : undefined,
  } as const
}

/**
 * The data set whose version covers what an actor sees of the catalogue (tenancy.products), for the
 * stored totals of #kept/list_totals: one account's products. A buyer and the platform see the
 * products of several accounts and are few: their totals are counted every time, so that no write waits
 * on a version shared by every account.
 */
export function productListCountCache(actor: Actor) {
  const accountId = ownAccountOf(actor)
  return accountId === null ? undefined : listVersionName('products', accountId)
}

/** The one account whose products tenancy.products keeps, or null (buyer, platform). */
function ownAccountOf(actor: Actor) {
  const visibility = visibilityOf(actor)
  return 'accountId' in visibility && visibility.kind !== 'buyer' ? visibility.accountId : null
}

/** Indexes of migration 0013 that give the list's sorts within an account, with and without a status. */
const SQLITE_SORT_INDEXES: Record<string, [withStatus: string, anyStatus: string]> = {
  label: ['products_account_status_label_nocase', 'products_account_label_nocase'],
  brand: ['products_account_status_brand_nocase', 'products_account_brand_nocase'],
  buybackPriceGradeA: ['products_account_status_price_a_index', 'products_account_price_a_index'],
}

/**
 * SQLite's planner reads a filter's index and sorts every row it keeps, even for a page of 10 out of a
 * quarter of the catalogue; when the result is large and the page near its
 * start, walking the sort's index and skipping what the filters refuse reads a few dozen rows instead.
 * MySQL/MariaDB weigh the LIMIT themselves and pick that plan on their own.
 */
export function planProductPage(query: Query, page: PageContext, actor: Actor, params: Record<string, any>) {
  const indexes = SQLITE_SORT_INDEXES[page.sort]
  if (!indexes || !walksSortIndex(page) || ownAccountOf(actor) === null) return
  if (!query.client.dialect.name.includes('sqlite')) return
  const withStatus = params.status === 'draft' || params.status === 'published'
  const index = withStatus ? indexes[0] : indexes[1]
  query.knexQuery.from(db.connection().knexRawQuery(`products INDEXED BY ${index}`))
}
