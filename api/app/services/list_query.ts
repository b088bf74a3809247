import { errors } from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { countOnce, type CountQuery } from '#kept/list_totals'
import {
  checkListParameters,
  RANGE_OPERATORS,
  readListRequest,
  speaksSpecification,
  type ListRequest,
  type ListVocabulary,
  type RangeOperator,
} from '#services/list_dialect'
import { rememberListPage } from '#services/list_hydra'
import BusinessError from '#exceptions/business_error'

/**
 * The list dialect of ra-data-json-server (DESIGN.md §5): `_start`, `_end`, `_sort`, `_order`, field
 * filters, `q`, `id=1&id=2`, answered with an `X-Total-Count` header; and the specification's (`page`,
 * `itemsPerPage`, `order[field]`, `field[]`, JSON-LD: services/list_dialect.ts). Each resource names the
 * columns it lets a client sort and filter on; any other parameter is refused, never passed to SQL.
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
  /** Columns filtered by `name[gte]`, `[gt]`, `[lte]`, `[lt]` (the specification's range filters). */
  ranges?: Record<string, string>
  /** Columns `exists[name]=true|false` asks to be set (not null) or not (the specification's dialect). */
  exists?: Record<string, string>
  /** Parameters the controller reads itself, beside the dialects' and the filters'. */
  params?: string[]
  /** The account column a super admin narrows the list by with `accountId=` (the client filter). */
  accountColumn?: string
  /** Columns matched with LIKE %q%, or a function that applies `q` itself (an index-friendly search). */
  search?: string[] | ((query: Q, q: string) => void)
  maxPageSize?: number
  /** The data set whose version keeps large totals (#kept/list_totals); absent: always counted. */
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
  if (params.exists && typeof params.exists === 'object') return true
  return Object.keys(options.filters ?? {}).some((name) => given(params[name]))
}

/** The ids, `q` search and field filters of a list request: the list and its export read the same rows. */
export function applyListFilters<Q extends Query>(
  params: Record<string, any>,
  query: Q,
  options: Pick<ListOptions<Q>, 'filters' | 'search' | 'ranges' | 'exists'>,
  anyOf = false
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
    if (value !== undefined && value !== '' && value !== null) applyFilter(query, apply, value, anyOf)
  }
  for (const [name, column] of Object.entries(options.exists ?? {})) {
    const flag = params.exists?.[name]
    if (flag === 'true') query.whereNotNull(column)
    else if (flag === 'false') query.whereNull(column)
  }
  for (const [name, column] of Object.entries(options.ranges ?? {})) {
    const bounds = params[name]
    if (!bounds || typeof bounds !== 'object' || Array.isArray(bounds)) continue
    for (const [operator, value] of Object.entries(bounds as Record<string, string>)) {
      const number = Number(value)
      if (!Object.hasOwn(RANGE_OPERATORS, operator) || value === '' || !Number.isFinite(number)) continue
      query.where(column, RANGE_OPERATORS[operator as RangeOperator], number)
    }
  }
  return query
}

/**
 * A filter given several values in the specification's dialect (`field[]=a&field[]=b`): the rows matching
 * any of them, each value applied in one group. The back office's `field=a&field=b` reaches the filter as
 * the list it is (its filters that take several use `whereIn`).
 */
function applyFilter<Q extends Query>(
  query: Q,
  apply: (query: Q, value: string | string[]) => void,
  value: string | string[],
  anyOf: boolean
) {
  if (!anyOf || !Array.isArray(value)) return apply(query, value)
  const values = value.filter((one) => one !== '')
  if (values.length <= 1) return values.length ? apply(query, values[0]) : undefined
  query.where((group) => {
    for (const one of values) group.orWhere((sub) => apply(sub as Q, one))
  })
}

/**
 * The rows a list asks for: `_start` to `_end` (25 rows when absent), or `page` of `itemsPerPage` (30 rows
 * when absent), at most `maxPageSize`.
 */
export function listWindow(params: Record<string, any>, maxPageSize = 500) {
  const { start, limit } = readListRequest(params, { maxPageSize })
  return { start, limit }
}

/**
 * The request of a list, read in its dialect once its parameters are all known to the list (a 400 naming
 * the first that is not), with its total noted for the X-Total-Count header and a JSON-LD answer.
 */
export function listRequestOf(ctx: HttpContext, options: ListVocabulary & { maxPageSize?: number }) {
  const params = ctx.request.qs()
  checkListParameters(params, options)
  const spec = speaksSpecification(params, ctx.request.header('accept'))
  return readListRequest(params, { maxPageSize: options.maxPageSize, spec })
}

export function answerListTotal(ctx: HttpContext, request: ListRequest, total: number | null) {
  if (request.whole && total !== null && total > request.limit) {
    throw new BusinessError('pagination_required', 400, { max: request.limit })
  }
  if (total !== null) ctx.response.header('X-Total-Count', String(total))
  rememberListPage(ctx, { request, total })
}

export async function paginateList<Q extends Query>(ctx: HttpContext, query: Q, options: ListOptions<Q>) {
  const params = ctx.request.qs()
  const byAccount = options.accountColumn && ctx.actor?.isSuperAdmin ? Number(params.accountId) : Number.NaN
  const filters = Number.isInteger(byAccount)
    ? { ...options.filters, accountId: (q: Q) => q.where(options.accountColumn!, byAccount) }
    : options.filters
  options = { ...options, filters }
  const request = listRequestOf(ctx, options)
  applyListFilters(params, query, options, request.spec)

  const total = request.partial ? null : await totalOf(query, params, options)

  const sorts = request.spec && request.sorts.length ? request.sorts : [backOfficeSort(ctx, params, options)]
  const { start, limit } = request
  answerListTotal(ctx, request, total)

  options.planPage?.(query, { total: total ?? start + limit + 1, end: start + limit, sort: sorts[0][0] })
  let tieBreak: unknown
  for (const [sort, order] of sorts) {
    const sortField = options.sortable[sort]
    if (typeof sortField === 'function') tieBreak = sortField(query, order)
    else query.orderBy(sortField, order)
  }
  const order = sorts[sorts.length - 1][1]
  query.orderBy(typeof tieBreak === 'string' ? tieBreak : `${query.model.table}.id`, order)
  query.offset(start).limit(limit)
  return query
}

async function totalOf<Q extends Query>(query: Q, params: Record<string, any>, options: ListOptions<Q>) {
  const counted = query.clone().clearOrder().clearSelect().count('* as total').pojo<{ total: number }>()
  const kept = options.keptTotal && !narrowsList(params, options) ? options.keptTotal(counted) : null
  if (kept !== null) return kept
  if (options.countCache) return countOnce(options.countCache, counted, options.countCacheFrom)
  return Number((await counted)[0].total)
}

/**
 * `_sort` and `_order`: the sort asked for among the list's own fields (never an inherited name such as
 * `__proto__`); none gives the default, and so does `id`, which react-admin sends for a list that names no
 * sort. Any other field answers 422 on `_sort`.
 */
function backOfficeSort(
  ctx: HttpContext,
  params: Record<string, any>,
  options: Pick<ListOptions<any>, 'sortable' | 'defaultSort'>
) {
  const [defaultField, defaultOrder] = options.defaultSort
  const asked = params._sort
  let sort = defaultField
  if (asked === 'id') sort = Object.hasOwn(options.sortable, 'id') ? 'id' : defaultField
  else if (typeof asked === 'string' && asked !== '') {
    if (!Object.hasOwn(options.sortable, asked)) {
      throw new errors.E_VALIDATION_ERROR({ _sort: ctx.i18n.t('validator.shared.messages.sortUnknown') })
    }
    sort = asked
  } else if (asked !== undefined && asked !== '') {
    throw new errors.E_VALIDATION_ERROR({ _sort: ctx.i18n.t('validator.shared.messages.sortUnknown') })
  }
  const order = String(params._order ?? defaultOrder).toLowerCase() === 'desc' ? 'desc' : 'asc'
  return [sort, order] as [string, 'asc' | 'desc']
}
