import { API_URL, httpClient } from '../providers/httpClient'

export type Localized = Partial<Record<'fr' | 'en' | 'nl' | 'de', string | null>>
export const LANGUAGES = ['fr', 'en', 'nl', 'de'] as const
export const GRADE_CAPS = ['A', 'B', 'C', 'D', 'E', 'functional', 'refused'] as const

export interface Answer {
  id: number
  name: Localized
  description: Localized | null
  gradeCap: (typeof GRADE_CAPS)[number]
  priceImpact: number
}
export interface Question {
  id: number
  categoryId: number
  position: number
  title: Localized
  howToTest: Localized | null
  answers: Answer[]
}
export interface Preview {
  grade: string
  estimate: number
  impacts: number
  gradePrice: number | null
}

export async function fetchQuestions(categoryId: string) {
  const query = `categoryId=${categoryId}&_sort=position&_order=ASC&_start=0&_end=200`
  return (await httpClient<Question[]>(`${API_URL}/diagnostic-questions?${query}`)).json
}

export async function reorderQuestions(categoryId: string, ids: number[]) {
  await httpClient(`${API_URL}/categories/${categoryId}/questions/reorder`, {
    method: 'POST',
    body: JSON.stringify({ ids }),
  })
}

export async function searchProducts(categoryId: string, q: string) {
  const url = `${API_URL}/categories/${categoryId}/products?q=${encodeURIComponent(q)}`
  return (await httpClient<{ id: string; label: string; brand: string | null }[]>(url)).json
}

/** Pricing refusals are part of the answer here: the error modal stays closed and the panel shows them. */
export async function previewEstimate(categoryId: string, productId: string, answers: number[]) {
  const response = await httpClient<Preview>(`${API_URL}/categories/${categoryId}/estimate-preview`, {
    method: 'POST',
    body: JSON.stringify({ productId, answers }),
    silent: true,
  })
  return response.json
}

/** A text in the interface language, else French. */
export const inLanguage = (text: Localized | null | undefined, locale: string) =>
  (text?.[locale as keyof Localized] || text?.fr) ?? ''

export const formatCents = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100)
