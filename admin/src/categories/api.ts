import type { CategoryNode } from '@domain/category_tree'
import { API_URL, httpClient } from '../providers/httpClient'

/** The category calls react-admin's data provider does not cover (api/start/routes/catalogue_categories.ts). */
export type { CategoryNode } from '@domain/category_tree'

export interface Choice {
  id: number
  name: string
}
export interface CircuitChoice extends Choice {
  code: string
  channel: 'web' | 'store'
  deposit: string
}
export interface FormOptions {
  buyers: Choice[]
  warehouses: Choice[]
  circuits: CircuitChoice[]
}

export async function fetchCategoryTree() {
  return (await httpClient<CategoryNode[]>(`${API_URL}/categories/tree`)).json
}

export async function fetchFormOptions(accountId?: number) {
  const query = accountId ? `?accountId=${accountId}` : ''
  return (await httpClient<FormOptions>(`${API_URL}/categories/form-options${query}`)).json
}

/** Uploads an image first; its URL then goes in the category's body as `imageUrl`. 422 stays silent. */
export async function uploadCategoryImage(file: File) {
  const body = new FormData()
  body.append('image', file)
  const response = await httpClient<{ imageUrl: string }>(`${API_URL}/categories/images`, {
    method: 'POST',
    body,
  })
  return response.json.imageUrl
}

export async function switchCircuit(categoryId: number, circuitId: number, active: boolean) {
  await httpClient(`${API_URL}/categories/${categoryId}/circuits/${circuitId}`, {
    method: active ? 'POST' : 'DELETE',
  })
}

/** "Smartphones › Apple iPhone": every category of the tree with its depth, in tree order. */
export function flattenTree(nodes: CategoryNode[], depth = 0): { node: CategoryNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flattenTree(node.children, depth + 1)])
}

/** Part 2 §9: labels are cut at 40 characters, the full label shows on hover. */
export const LABEL_MAX = 40
export const cutLabel = (label: string) =>
  label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1)}…` : label
