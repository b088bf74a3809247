/**
 * The state of the products list page (part 1 §3 "Product filter", §4 "Products list persistence"):
 * filters, sort, page and page size, read from the address bar first, then local storage, then defaults.
 */
export const PAGE_SIZES = [5, 10, 15, 30] as const
export const SORT_FIELDS = ['label', 'brand', 'category.label', 'buybackPriceGradeA', 'status'] as const
export type SortField = (typeof SORT_FIELDS)[number]
/** The order of a name search until the user picks a column: served by the API's relevance. */
export const RELEVANCE = 'relevance' as const
export type ListSortField = SortField | typeof RELEVANCE
export type StatusFilter = 'all' | 'draft' | 'published'

export interface ProductFilterValues {
  label: string
  status: StatusFilter
  priceMin: string
  priceMax: string
  categoryId: string
  /** A super admin's client filter: the id of the client whose products are listed, '' for every client. */
  accountId: string
}

export interface ProductListState {
  filters: ProductFilterValues
  sort: { field: ListSortField; order: 'ASC' | 'DESC' }
  page: number
  perPage: number
}

export const DEFAULT_FILTERS: ProductFilterValues = {
  label: '',
  status: 'published',
  priceMin: '',
  priceMax: '',
  categoryId: '',
  accountId: '',
}

export const DEFAULT_STATE: ProductListState = {
  filters: DEFAULT_FILTERS,
  sort: { field: 'label', order: 'ASC' },
  page: 1,
  perPage: 10,
}

const STORAGE_KEY = 'reprise.products.list'
const URL_KEYS = [
  'label',
  'status',
  'priceMin',
  'priceMax',
  'category',
  'client',
  'sort',
  'order',
  'page',
  'itemsPerPage',
]

type Source = Partial<Record<string, unknown>>

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const oneOf = <T extends string>(value: unknown, values: readonly T[], fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback
const positive = (value: unknown, fallback: number) => {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : fallback
}

function normalise(source: Source): ProductListState {
  const label = text(source.label)
  return {
    filters: {
      label,
      status: oneOf(source.status, ['all', 'draft', 'published'], DEFAULT_FILTERS.status),
      priceMin: text(source.priceMin),
      priceMax: text(source.priceMax),
      categoryId: text(source.category),
      accountId: text(source.client),
    },
    sort: {
      field:
        label.trim() && source.sort === RELEVANCE
          ? RELEVANCE
          : oneOf(source.sort, SORT_FIELDS, DEFAULT_STATE.sort.field),
      order: oneOf(String(source.order ?? '').toUpperCase(), ['ASC', 'DESC'], DEFAULT_STATE.sort.order),
    },
    page: positive(source.page, 1),
    perPage: PAGE_SIZES.find((size) => String(size) === String(source.itemsPerPage)) ?? DEFAULT_STATE.perPage,
  }
}

/** The state in the address bar, or null when it holds none of the list's keys. */
export function fromSearchParams(params: URLSearchParams): ProductListState | null {
  if (!URL_KEYS.some((key) => params.has(key))) return null
  return normalise(Object.fromEntries(params.entries()))
}

export function fromStorage(): ProductListState | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')
    return stored && typeof stored === 'object' ? { ...normalise(stored), page: 1 } : null
  } catch {
    return null
  }
}

/** The flat form of the state, as written to the address bar and to local storage. */
function flatten(state: ProductListState): Record<string, string> {
  const { label, status, priceMin, priceMax, categoryId, accountId } = state.filters
  const entries = Object.entries({
    label,
    status,
    priceMin,
    priceMax,
    category: categoryId,
    client: accountId,
  })
  return {
    ...Object.fromEntries(entries.filter(([, value]) => value !== '')),
    sort: state.sort.field,
    order: state.sort.order,
    page: String(state.page),
    itemsPerPage: String(state.perPage),
  }
}

export function toSearchParams(state: ProductListState, keep: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(flatten(state))
  for (const [key, value] of keep.entries()) if (!URL_KEYS.includes(key)) params.set(key, value)
  return params
}

export function saveToStorage(state: ProductListState) {
  // The page is not kept: a list opened later starts on its first page.
  const kept: Record<string, string> = flatten(state)
  delete kept.page
  localStorage.setItem(STORAGE_KEY, JSON.stringify(kept))
}

/** The filters as the API reads them (GET /api/products): empty values and "all" are left out. */
export function apiFilter(filters: ProductFilterValues) {
  const label = filters.label.trim()
  return {
    ...(label ? { q: label } : {}),
    ...(filters.status !== 'all' ? { status: filters.status } : {}),
    ...(filters.priceMin !== '' ? { priceMin: filters.priceMin } : {}),
    ...(filters.priceMax !== '' ? { priceMax: filters.priceMax } : {}),
    ...(filters.categoryId !== '' ? { categoryId: filters.categoryId } : {}),
    ...(filters.accountId !== '' ? { accountId: filters.accountId } : {}),
  }
}

/** Min above max: the price group is shown invalid with a warning, the search still runs. */
export function isPriceRangeInverted(filters: ProductFilterValues) {
  if (filters.priceMin === '' || filters.priceMax === '') return false
  return Number(filters.priceMin) > Number(filters.priceMax)
}
