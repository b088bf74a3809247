import { useQuery } from '@tanstack/react-query'
import { useDataProvider } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { useClientContext } from '../providers/clientContext'

/**
 * The whole category tree (list and parent choice), the client's a super admin acts for; read again on each
 * visit, shown from the cache meanwhile.
 */
export function useCategoryTree() {
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const client = useClientContext()
  return useQuery({
    queryKey: ['categories', 'tree', client?.id ?? null],
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
