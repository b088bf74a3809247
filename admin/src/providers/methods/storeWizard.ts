import type {
  Category,
  DeclaredProduct,
  Estimate,
  Found,
  OptionMode,
  Question,
} from '../../buybacks/wizard/types'
import { getJson, sendJson } from '../request'

export interface StoreCheckout {
  idempotencyKey: string
  termsAccepted: boolean
  buybacks: {
    productId: string
    answers: number[]
    imei?: string
    transportModeId: string
    paymentModeId: number
  }[]
  customer: Record<string, unknown>
}

export interface StoreBuybacksMade {
  buybacks: { id: number; identificationNumber: string; product: { label: string } | null }[]
}

// `silent`: the wizard shows every refusal in its own step.
const get = <T>(path: string) => getJson<T>(path, { silent: true })

/** The store wizard's calls (buy-backs declared at a store by its seller). */
export const storeWizardMethods = {
  /** Published products of the seller's account by keyword, IMEI or category (subcategories included). */
  searchStoreProducts: (criteria: { keyword?: string; imei?: string; categoryId?: number }) => {
    const params = new URLSearchParams()
    for (const [name, value] of Object.entries(criteria)) if (value) params.set(name, String(value))
    return get<Found>(`/store/products?${params}`)
  },

  /** What the options and declaration steps need of a product: its questions and the modes offered. */
  productToDeclare: async (storeId: number, productId: string) => {
    const [diagnostic, options] = await Promise.all([
      get<{ product: DeclaredProduct; questions: Question[] }>(
        `/storefront/products/${productId}/diagnostic`
      ),
      get<OptionMode[]>(`/store/${storeId}/products/${productId}/options`),
    ])
    return { ...diagnostic, options }
  },

  estimateLine: (storeId: number, body: { productId: string; answers: number[]; imei?: string }) =>
    sendJson<Estimate>(`/store/${storeId}/estimates`, body, { silent: true }),

  /** The store's categories in tree order, for the search by category. */
  storeCategories: () => getJson<Category[]>('/store/categories'),

  /** POST /api/store/:storeId/buybacks: the store wizard's cart checked out for the seller's store. */
  createStoreBuybacks: (storeId: number, checkout: StoreCheckout) =>
    sendJson<StoreBuybacksMade>(`/store/${storeId}/buybacks`, checkout, { silent: true }),
}
