import { accountQuery } from '../clientContext'
import type { CategoryNode, FormOptions } from '../../categories/types'
import type { Preview } from '../../diagnostic/types'
import { getJson, segment, sendForm, sendJson } from '../request'

/** The catalogue's calls beside its resources: the category tree, circuits, images, question order, previews. */
export const catalogueMethods = {
  categoryTree: () => getJson<CategoryNode[]>(`/categories/tree${accountQuery()}`),

  /** The choices of a category of `accountId` (the one edited), else of the client acted for. */
  categoryFormOptions: (accountId?: number) =>
    getJson<FormOptions>(`/categories/form-options${accountId ? `?accountId=${accountId}` : accountQuery()}`),

  /** Uploads an image first; its URL then goes in the category's body as `imageUrl`. */
  uploadCategoryImage: async (file: File) => {
    const body = new FormData()
    body.append('image', file)
    return (await sendForm<{ imageUrl: string }>('/categories/images', body)).imageUrl
  },

  switchCircuit: async (categoryId: number, circuitId: number, active: boolean) => {
    await sendJson(`/categories/${categoryId}/circuits/${circuitId}`, undefined, {
      method: active ? 'POST' : 'DELETE',
    })
  },

  reorderQuestions: async (categoryId: string, ids: number[]) => {
    await sendJson(`/categories/${segment(categoryId)}/questions/reorder`, { ids })
  },

  searchCategoryProducts: (categoryId: string, q: string) =>
    getJson<{ id: string; label: string; brand: string | null }[]>(
      `/categories/${segment(categoryId)}/products?q=${segment(q)}`
    ),

  /** Pricing refusals are part of the answer here: the error modal stays closed and the panel shows them. */
  previewEstimate: (categoryId: string, productId: string, answers: number[]) =>
    sendJson<Preview>(
      `/categories/${segment(categoryId)}/estimate-preview`,
      { productId, answers },
      { silent: true }
    ),
}
