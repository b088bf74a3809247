import { useEffect, useState } from 'react'
import { API_URL, httpClient } from '../providers/httpClient'

export interface CategoryOption {
  id: number
  label: string
  parentId: number | null
  depth: number
}

export interface RefurbQuestionOption {
  id: number
  title: string
}

/** Loads a list of choices once (GET /api/products/categories, /api/products/refurb-questions). */
function useOptions<T>(path: string): T[] {
  const [options, setOptions] = useState<T[]>([])
  useEffect(() => {
    let active = true
    httpClient<T[]>(`${API_URL}/${path}`)
      .then(({ json }) => active && setOptions(json ?? []))
      .catch(() => active && setOptions([]))
    return () => {
      active = false
    }
  }, [path])
  return options
}

/** The visible categories in tree order, each with its depth. */
export const useCategoryOptions = () => useOptions<CategoryOption>('products/categories')

export const useRefurbQuestionOptions = () => useOptions<RefurbQuestionOption>('products/refurb-questions')
