import type { HttpContext } from '@adonisjs/core/http'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { countOnce, type CountQuery } from '#services/list_counts'

/**
 * The list dialect of ra-data-json-server (DESIGN.md §5): `_start`, `_end`, `_sort`, `_order`, field
 * filters, `q`, `id=1&id=2`, answered with an `X-Total-Count` header. Each resource names the columns it
 * lets a client sort and filter on; anything else is ignored, never passed to SQL.
 */
type Query = ModelQueryBuilderContract<LucidModel, any>

/**
 * A column, or a function that orders the query itself (a collation, a joined table). Ties are broken by
 * the model's id, or by the column name the function answers (a string): a joined table's copy of the id,
 * which the database reads from the index it walks for the sort (the model's own id made it sort every row).
 */
export type SortBy<Q> = string | ((query: Q, order: 'asc' | 'desc') => unknown)

export interface ListOptions<Q extends Query> {
  sortable: Record<string, SortBy<Q>>
  defaultSort: [string, 'asc' | 'desc']
  filters?: Record<string, (query: Q, value: string | string[]) => void>
  /** The account column a super admin narrows the list by with `accountId=` (the client filter). */
  accountColumn?: string
  /** Columns matched with LIKE %q%, or a function that applies `q` itself (an index-friendly search). */
  search?: string[] | ((query: Q, q: string) => void)
  maxPageSize?: number
  /** The data set whose version keeps large totals (services/list_counts.ts); absent: always counted. */
  countCache?: string
  /** From which total it is kept (default 1000): a count through a full-text index is dear at any size. */
  countCacheFrom?: number
  /**
   * The total of the query as given, kept elsewhere (services/kept_counts.ts, or the count statement's
   * answer kept while what it reads holds): used in place of counting when the request narrows the query by
   * no `q`, `id` or filter of `filters`; null: counted.
   */
  keptTotal?: (counted: CountQuery) => Promise<number> | null
  /** Called with the total known, before the page is read (see PageContext). */
  planPage?: (query: Q, page: PageContext) => void
}

/**
 * What a filter knows when it is applied to the page query: the total, so that a filter matching many rows
 * can leave the planner free to walk the index of the sort instead of sorting every row.
 */
export interface PageContext {
  total: number
  /** Offset of the row after the page. */
  end: number
  /** Name of the sort in `sortable`. */
  sort: string
}

/**
 * Walking the index of the sort and skipping rows pays when the filters keep many rows and the page is
 * near the start; sorting what the filters keep pays for small results and deep pages.
 */
export const walksSortIndex = (page: PageContext) => page.total >= 1000 && page.end * 10 <= page.total

/** Whether a list request narrows the query by ids, a `q` search or a field filter (applyListFilters). */
function narrowsList(params: Record<string, any>, options: Pick<ListOptions<any>, 'filters'>) {
  const given = (value: unknown) => value !== undefined && value !== '' && value !== null
  if (([] as string[]).concat(params.id ?? []).some(Boolean)) return true
  if (typeof params.q === 'string' && params.q.trim()) return true
  return Object.keys(options.filters ?? {}).some((name) => given(params[name]))
}

/** The ids, `q` search and field filters of a list request: the list and its export read the same rows. */
export function applyListFilters<Q extends Query>(
  params: Record<string, any>,
  query: Q,
  options: Pick<ListOptions<Q>, 'filters' | 'search'>
) {
  const ids = ([] as string[]).concat(params.id ?? []).filter(Boolean)
  if (ids.length) query.whereIn(`${query.model.table}.id`, ids)

  const q = typeof params.q === 'string' ? params.q.trim() : ''
  const search = options.search
  if (q && typeof search === 'function') search(query, q)
  else if (q && Array.isArray(search) && search.length) {
    const columns: string[] = search
    query.where((group) => {
      for (const column of columns) group.orWhere(column, 'like', `%${q}%`)
    })
  }
  for (const [name, apply] of Object.entries(options.filters ?? {})) {
    const value = params[name]
    if (value !== undefined && value !== '' && value !== null) apply(query, value)
  }
  return query
}

/** The rows a list asks for: `_start` to `_end` (25 rows when absent), at most `maxPageSize`. */
export function listWindow(params: Record<string, any>, maxPageSize = 500) {
  const start = Math.max(0, Number.parseInt(params._start ?? '0', 10) || 0)
  const end = Math.max(start, Number.parseInt(params._end ?? String(start + 25), 10) || start + 25)
  return { start, limit: Math.min(end - start, maxPageSize) }
}

export async function paginateList<Q extends Query>(ctx: HttpContext, query: Q, options: ListOptions<Q>) {
  const params = ctx.request.qs()
  const byAccount = options.accountColumn && ctx.actor?.isSuperAdmin ? Number(params.accountId) : Number.NaN
  const filters = Number.isInteger(byAccount)
    ? { ...options.filters, accountId: (q: Q) => q.where(options.accountColumn!, byAccount) }
    : options.filters
  options = { ...options, filters }
  applyListFilters(params, query, options)

  const counted = query.clone().clearOrder().clearSelect().count('* as total').pojo<{ total: number }>()
  const kept = options.keptTotal && !narrowsList(params, options) ? options.keptTotal(counted) : null
  const total =
    kept !== null
      ? await kept
      : options.countCache
        ? await countOnce(options.countCache, counted, options.countCacheFrom)
        : Number((await counted)[0].total)

  const [defaultField, defaultOrder] = options.defaultSort
  const sort = options.sortable[params._sort] ? String(params._sort) : defaultField
  const order = String(params._order ?? defaultOrder).toLowerCase() === 'desc' ? 'desc' : 'asc'
  const { start, limit } = listWindow(params, options.maxPageSize)

  options.planPage?.(query, { total, end: start + limit, sort })
  const sortField = options.sortable[sort]
  let tieBreak: unknown
  if (typeof sortField === 'function') tieBreak = sortField(query, order)
  else query.orderBy(sortField, order)
  query.orderBy(typeof tieBreak === 'string' ? tieBreak : `${query.model.table}.id`, order)
  query.offset(start).limit(limit)

  ctx.response.header('X-Total-Count', String(total))
  return query
}
