import { useQuery, type QueryKey } from '@tanstack/react-query'

/**
 * A call a page makes once when it is opened on an address (a sign-in answer to hand over, an item to take
 * on, checks left half-done): run through react-query, so it is sent once even when the page renders
 * twice, never retried nor refetched (not even by react-admin's refresh, which refetches every enabled query:
 * the call is disabled once it has answered), and forgotten when the page goes. `enabled` holds it until
 * what it needs has arrived.
 */
export function useOnArrival<T>(key: QueryKey, run: () => Promise<T>, enabled = true) {
  return useQuery({
    queryKey: ['onArrival', ...key],
    queryFn: run,
    enabled: (query) => enabled && query.state.status === 'pending',
    retry: false,
    retryOnMount: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}
