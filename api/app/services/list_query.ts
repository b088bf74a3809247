import type { HttpContext } from '@adonisjs/core/http'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'

/**
 * The list dialect of ra-data-json-server (DESIGN.md §5): `_start`, `_end`, `_sort`, `_order`, field
 * filters, `q`, `id=1&id=2`, answered with an `X-Total-Count` header. Each resource names the columns it
 * lets a client sort and filter on; anything else is ignored, never passed to SQL.
 */
type Query = ModelQueryBuilderContract<LucidModel, any>

/** A column, or a function that orders the query itself (a collation, a joined table). */
export type SortBy<Q> = string | ((query: Q, order: 'asc' | 'desc') => void)

export interface ListOptions<Q extends Query> {
  sortable: Record<string, SortBy<Q>>
  defaultSort: [string, 'asc' | 'desc']
  filters?: Record<string, (query: Q, value: string | string[]) => void>
  search?: string[]
  maxPageSize?: number
}

export async function paginateList<Q extends Query>(ctx: HttpContext, query: Q, options: ListOptions<Q>) {
  const params = ctx.request.qs()
  const ids = ([] as string[]).concat(params.id ?? []).filter(Boolean)
  if (ids.length) query.whereIn(`${query.model.table}.id`, ids)

  const q = typeof params.q === 'string' ? params.q.trim() : ''
  if (q && options.search?.length) {
    query.where((group) => {
      for (const column of options.search!) group.orWhere(column, 'like', `%${q}%`)
    })
  }
  for (const [name, apply] of Object.entries(options.filters ?? {})) {
    const value = params[name]
    if (value !== undefined && value !== '' && value !== null) apply(query, value)
  }

  const total = Number(
    (await query.clone().clearOrder().count('* as total').pojo<{ total: number }>())[0].total
  )

  const [defaultField, defaultOrder] = options.defaultSort
  const sortField = options.sortable[params._sort] ?? options.sortable[defaultField]
  const order = String(params._order ?? defaultOrder).toLowerCase() === 'desc' ? 'desc' : 'asc'
  if (typeof sortField === 'function') sortField(query, order)
  else query.orderBy(sortField, order)
  query.orderBy(`${query.model.table}.id`, order)

  const start = Math.max(0, Number.parseInt(params._start ?? '0', 10) || 0)
  const maxPageSize = options.maxPageSize ?? 500
  const end = Math.max(start, Number.parseInt(params._end ?? String(start + 25), 10) || start + 25)
  query.offset(start).limit(Math.min(end - start, maxPageSize))

  ctx.response.header('X-Total-Count', String(total))
  return query
}
