import { API_URL, httpClient } from '../../providers/httpClient'
import type { DeclaredProduct, Estimate, Found, OptionMode, Question } from './types'

/** The store wizard's reads; its one write, the checkout, is the data provider's `createStoreBuybacks`. */
const get = async <T>(path: string) => (await httpClient<T>(`${API_URL}${path}`, { silent: true })).json

/** Published products of the seller's account by keyword, IMEI or category (subcategories included). */
export const searchProducts = (criteria: { keyword?: string; imei?: string; categoryId?: number }) => {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(criteria)) if (value) params.set(name, String(value))
  return get<Found>(`/store/products?${params}`)
}

/** What the options and declaration steps need of a product: its questions and the modes offered. */
export const productToDeclare = async (storeId: number, productId: string) => {
  const [diagnostic, options] = await Promise.all([
    get<{ product: DeclaredProduct; questions: Question[] }>(`/storefront/products/${productId}/diagnostic`),
    get<OptionMode[]>(`/store/${storeId}/products/${productId}/options`),
  ])
  return { ...diagnostic, options }
}

export const estimateLine = async (
  storeId: number,
  body: { productId: string; answers: number[]; imei?: string }
) =>
  (
    await httpClient<Estimate>(`${API_URL}/store/${storeId}/estimates`, {
      method: 'POST',
      body: JSON.stringify(body),
      silent: true,
    })
  ).json
