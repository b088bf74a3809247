import BusinessError from '#exceptions/business_error'

/**
 * The two list dialects one list answers (services/list_query.ts), chosen by what the request sends:
 * - the back office's, ra-data-json-server's: `_start`, `_end`, `_sort`, `_order`, `X-Total-Count`;
 * - the specification's (part 2 §7), API Platform's: `page`, `itemsPerPage`, `order[field]=asc|desc` (several
 *   in the order given), `pagination=false` (every row, up to the list's page size), `partial=true` (no total
 *   counted), `field[]=a&field[]=b` (any of the values), `field[gte|gt|lte|lt]` on the ranges a list declares,
 *   `exists[field]=true|false` on the fields a list declares; answered as JSON-LD (services/list_hydra.ts)
 *   when `Accept: application/ld+json`. The table's categories row writes the page size `perPage` and the
 *   sort `sort=field&order=asc|desc`: both are read as `itemsPerPage` and `order[field]`.
 * Both share `q`, `id` and the field filters. A parameter the list does not know is refused with its name.
 */
const BACK_OFFICE = ['_start', '_end', '_sort', '_order']
const SPECIFICATION = ['page', 'itemsPerPage', 'perPage', 'order', 'sort', 'pagination', 'partial', 'exists']
// `accountId`: the client a platform admin acts for (services/tenancy/target_account.ts).
const SHARED = ['q', 'id', 'accountId']

/** The page size of the specification's dialect when `itemsPerPage` is not given (API Platform's). */
export const DEFAULT_ITEMS_PER_PAGE = 30
/** The back office's page when `_end` is not given. */
const DEFAULT_BACK_OFFICE_ROWS = 25

export const RANGE_OPERATORS = { gte: '>=', gt: '>', lte: '<=', lt: '<' } as const
export type RangeOperator = keyof typeof RANGE_OPERATORS

export interface ListRequest {
  /** The specification's dialect: answered with its page in `hydra:view`. */
  spec: boolean
  start: number
  limit: number
  /** `pagination=false`: every row is wanted (refused beyond `limit`). */
  whole: boolean
  /** `partial=true`: no total counted. */
  partial: boolean
  /** The sorts asked for, names of the list's `sortable`, in order; empty: the list's default. */
  sorts: [string, 'asc' | 'desc'][]
  page: number
  itemsPerPage: number
}

export interface ListVocabulary {
  sortable: Record<string, unknown>
  filters?: Record<string, unknown>
  ranges?: Record<string, unknown>
  /** Fields `exists[field]=true|false` asks to be set or not. */
  exists?: Record<string, unknown>
  /** Parameters the list's controller reads itself. */
  params?: string[]
}

const refuse = (parameter: string): never => {
  throw new BusinessError('unknown_list_parameter', 400, { parameter }, {}, { parameter })
}

const isOwn = (record: Record<string, unknown> | undefined, name: string) =>
  record !== undefined && Object.hasOwn(record, name)

const isText = (value: unknown) => typeof value === 'string'
const isTexts = (value: unknown) => Array.isArray(value) && value.every(isText)

/** Refuses the first parameter the list does not know, or a known one in a shape it does not take. */
export function checkListParameters(params: Record<string, unknown>, list: ListVocabulary) {
  for (const [name, value] of Object.entries(params)) {
    if (name === 'order' && isText(value) && isText(params.sort)) {
      if (!/^(asc|desc)$/i.test(value as string)) refuse('order')
    } else if (name === 'sort') {
      if (!isText(value) || !isOwn(list.sortable, value as string)) refuse(`sort=${String(value)}`)
    } else if (name === 'exists') {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse('exists')
      for (const [field, flag] of Object.entries(value as object)) {
        if (!isOwn(list.exists, field) || !/^(true|false)$/.test(String(flag))) refuse(`exists[${field}]`)
      }
    } else if (name === 'order') {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse('order')
      for (const [field, direction] of Object.entries(value as object)) {
        const known = isOwn(list.sortable, field) && /^(asc|desc)$/i.test(String(direction))
        if (!known) refuse(`order[${field}]`)
      }
    } else if (isOwn(list.ranges, name) && value !== null && typeof value === 'object' && !isTexts(value)) {
      for (const operator of Object.keys(value)) {
        if (!Object.hasOwn(RANGE_OPERATORS, operator)) refuse(`${name}[${operator}]`)
      }
    } else if ([...BACK_OFFICE, ...SPECIFICATION, ...SHARED].includes(name)) {
      if (!isText(value) && !(name === 'id' && isTexts(value))) refuse(name)
    } else if (isOwn(list.filters, name) || list.params?.includes(name)) {
      if (!isText(value) && !isTexts(value)) {
        refuse(`${name}[${Object.keys(value as object)[0] ?? ''}]`)
      }
    } else {
      refuse(name)
    }
  }
}

/** Whether the request speaks the specification's dialect: one of its parameters, or JSON-LD asked for. */
export function speaksSpecification(params: Record<string, unknown>, accept: string | undefined) {
  return SPECIFICATION.some((name) => params[name] !== undefined) || wantsJsonLd(accept)
}

export const wantsJsonLd = (accept: string | undefined) => Boolean(accept?.includes('application/ld+json'))

const whole = (value: unknown, fallback: number) => {
  const number = Number.parseInt(String(value ?? ''), 10)
  return Number.isFinite(number) ? number : fallback
}

/** The window and sorts a list request asks for, in whichever dialect it speaks. */
export function readListRequest(
  params: Record<string, any>,
  options: { maxPageSize?: number; spec?: boolean }
): ListRequest {
  const max = options.maxPageSize ?? 500
  const spec = options.spec ?? SPECIFICATION.some((name) => params[name] !== undefined)
  if (!spec) {
    const start = Math.max(0, whole(params._start, 0))
    const end = Math.max(start, whole(params._end, start + DEFAULT_BACK_OFFICE_ROWS))
    const limit = Math.min(end - start, max)
    const sorts: ListRequest['sorts'] = params._sort
      ? [[String(params._sort), String(params._order ?? '').toLowerCase() === 'desc' ? 'desc' : 'asc']]
      : []
    return { spec, start, limit, whole: false, partial: false, sorts, page: 1, itemsPerPage: limit }
  }
  const pageless = String(params.pagination ?? '') === 'false'
  const itemsPerPage = pageless
    ? max
    : Math.min(Math.max(1, whole(params.itemsPerPage ?? params.perPage, DEFAULT_ITEMS_PER_PAGE)), max)
  const page = pageless ? 1 : Math.max(1, whole(params.page, 1))
  const orders: Record<string, string> =
    typeof params.sort === 'string' ? { [params.sort]: String(params.order ?? 'asc') } : (params.order ?? {})
  const sorts = Object.entries(orders).map(
    ([field, direction]) =>
      [field, direction.toLowerCase() === 'desc' ? 'desc' : 'asc'] as [string, 'asc' | 'desc']
  )
  return {
    spec,
    start: (page - 1) * itemsPerPage,
    limit: itemsPerPage,
    whole: pageless,
    partial: !pageless && String(params.partial ?? '') === 'true',
    sorts,
    page,
    itemsPerPage,
  }
}
