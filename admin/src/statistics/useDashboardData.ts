import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useDataProvider } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'

/** One week's figures; `refresh` asks the server to compute the snapshot again (administrators). */
export function useDashboardData(week: string) {
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const queryClient = useQueryClient()
  // Another week chosen is loading until its answer comes.
  const { data, isPending, isError } = useQuery({
    queryKey: ['dashboard-data', week],
    queryFn: () => dataProvider.dashboardData(week),
    retry: false,
  })

  const refresh = useCallback(async () => {
    const fresh = await dataProvider.refreshDashboardData(week)
    queryClient.setQueryData(['dashboard-data', week], fresh)
  }, [dataProvider, queryClient, week])

  const state: 'loading' | 'ready' | 'failed' = isPending ? 'loading' : isError || !data ? 'failed' : 'ready'
  return { data: data ?? null, state, refresh }
}
