import { apiRequest } from '@/lib/api-client'

export type PublicProduct = {
  id: string
  label: string
  brand: string | null
  modele: string | null
  image: string | null
  maxBuybackPrice: number | null
  category: { id: number; label: string } | null
}

export type SearchResult = {
  items: PublicProduct[]
  /** A keyword's matches are counted up to 1,000: past that, `total` is 1,000 and `totalIsLowerBound` true. */
  total: number
  totalIsLowerBound: boolean
  page: number
  perPage: number
  /** A close catalogue word when a keyword finds nothing ("iphnoe" → "iphone"); absent for other searches. */
  didYouMean?: string | null
}

export type SearchCriteria = { keyword: string } | { categoryId: number }

/**
 * GET /api/storefront/products: the published products of this client, 40 per page. A typed or scanned
 * IMEI (15 to 17 digits) searches through the TAC codes; anything else (words, model, EAN) is a keyword.
 */
export function searchProducts(criteria: SearchCriteria, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page) })
  if ('categoryId' in criteria) query.set('categoryId', String(criteria.categoryId))
  else if (/^\d{15,17}$/.test(criteria.keyword)) query.set('imei', criteria.keyword)
  else query.set('keyword', criteria.keyword)
  return apiRequest<SearchResult>(`/api/storefront/products?${query}`, { auth: true, signal })
}

export type PublicCategory = { id: number; label: string; image: string | null; children: PublicCategory[] }

export function getCategories() {
  return apiRequest<PublicCategory[]>('/api/storefront/categories', { auth: true })
}

export type Store = {
  id: number
  name: string
  street: string | null
  streetComplement: string | null
  zipCode: string | null
  city: string | null
  country: string
  latitude: number | null
  longitude: number | null
  /** With a search near a place: how far the store is from it. */
  distanceKm?: number
}

/** The client's stores; near a postcode, a city or "lat,lng", the nearest first. */
export function getStores(near?: string) {
  const query = near ? `?near=${encodeURIComponent(near)}` : ''
  return apiRequest<Store[]>(`/api/storefront/stores${query}`, { auth: true })
}
