import { useQuery } from '@tanstack/react-query'
import { useDataProvider } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'

/** The whole category tree (list and parent choice); read again on each visit, shown from the cache meanwhile. */
export function useCategoryTree() {
  const dataProvider = useDataProvider<RepriseDataProvider>()
  return useQuery({
    queryKey: ['categories', 'tree'],
    queryFn: () => dataProvider.categoryTree(),
    retry: false,
  })
}

/** The buyers, workshops and circuits a category of this account may use. */
export function useCategoryFormOptions(accountId?: number) {
  const dataProvider = useDataProvider<RepriseDataProvider>()
  return useQuery({
    queryKey: ['categories', 'formOptions', accountId],
    queryFn: () => dataProvider.categoryFormOptions(accountId),
    retry: false,
  })
}
