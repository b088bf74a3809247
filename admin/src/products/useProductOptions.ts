import { useQuery } from '@tanstack/react-query'
import { useDataProvider } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'

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

const NONE: never[] = []

/** A list of choices (GET /api/products/categories, /api/products/refurb-questions), none until it answers. */
function useOptions<T>(kind: 'categories' | 'refurb-questions'): T[] {
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { data } = useQuery({
    queryKey: ['products', kind],
    queryFn: () => dataProvider.productOptions<T>(kind),
    retry: false,
  })
  return data ?? NONE
}

/** The visible categories in tree order, each with its depth. */
export const useCategoryOptions = () => useOptions<CategoryOption>('categories')

export const useRefurbQuestionOptions = () => useOptions<RefurbQuestionOption>('refurb-questions')
