import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query'
import { useCallback } from 'react'
import { refusalOf } from './types'

/**
 * What a screen reads from the API: the last answer (kept while a reload runs, so the page does not
 * flicker), the refusal if it failed, and `reload` for after an action or a conflict.
 */
export function useLoaded<T>(queryKey: QueryKey, load: () => Promise<T>) {
  const query = useQuery({
    queryKey: ['refurb', ...queryKey],
    queryFn: load,
    placeholderData: keepPreviousData,
    retry: false,
    // The operator's page changes when they act (reload), not behind their back.
    refetchOnWindowFocus: false,
  })
  const { refetch } = query
  const reload = useCallback(() => void refetch(), [refetch])
  return {
    data: query.data ?? null,
    refusal: query.error ? refusalOf(query.error) : null,
    loading: query.isFetching,
    reload,
  }
}
