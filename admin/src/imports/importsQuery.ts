import type { RepriseDataProvider } from '../providers/dataProvider'
import type { ImportsPage } from './types'

/**
 * An account's imports, newest first, a page of twenty at a time (react-query's infinite query). Shared by
 * the list and the prefetch as the back office starts on the list's address (routes.tsx); a few seconds
 * fresh so that the list takes the prefetched page rather than asking again. The wizard marks it stale.
 */
export const importsQuery = (dataProvider: RepriseDataProvider, accountId: string) => ({
  queryKey: ['imports', accountId],
  queryFn: ({ pageParam }: { pageParam: number }) => dataProvider.listImports(accountId, pageParam),
  initialPageParam: 1,
  getNextPageParam: (last: ImportsPage, all: ImportsPage[]) =>
    all.length < last.pagination.total_pages ? all.length + 1 : undefined,
  staleTime: 5_000,
})
