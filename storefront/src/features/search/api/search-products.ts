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

export type SearchResult = { items: PublicProduct[]; total: number; page: number; perPage: number }

/** GET /api/storefront/products: the published products of this client, 40 per page. */
export function searchProducts(keyword: string, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ keyword, page: String(page) })
  return apiRequest<SearchResult>(`/api/storefront/products?${query}`, { auth: true, signal })
}
