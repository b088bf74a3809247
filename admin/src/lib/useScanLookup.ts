import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

/**
 * What a scanned code finds, read through react-query: each scan is a read of its own (the same code scanned
 * again is looked up again), the previous answer goes as soon as the next scan starts. `initial` is a code
 * the page received in its address, looked up on arrival.
 */
export function useScanLookup<T>(name: string, look: (code: string) => Promise<T>, initial: string | null) {
  const [scan, setScan] = useState({ code: initial ?? '', count: 0 })
  const query = useQuery({
    queryKey: [name, 'scan', scan.code, scan.count],
    queryFn: () => look(scan.code),
    enabled: scan.code !== '',
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })
  return {
    found: query.data ?? null,
    error: query.error,
    looking: query.isFetching,
    scan: (code: string) => setScan((before) => ({ code, count: before.count + 1 })),
  }
}
