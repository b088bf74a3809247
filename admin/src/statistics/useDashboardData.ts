import { useCallback, useEffect, useState } from 'react'
import { API_URL, httpClient } from '../providers/httpClient'
import type { DashboardData } from '@domain/statistics'

interface Loaded {
  week: string
  data: DashboardData | null
}

/** One week's figures; `refresh` asks the server to compute the snapshot again (administrators). */
export function useDashboardData(week: string) {
  // What was loaded, and for which week: another week chosen is loading until its answer comes.
  const [loaded, setLoaded] = useState<Loaded | null>(null)

  useEffect(() => {
    let active = true
    httpClient<DashboardData>(`${API_URL}/dashboard-data?week=${encodeURIComponent(week)}`, { silent: true })
      .then(({ json }) => active && setLoaded({ week, data: json }))
      .catch(() => active && setLoaded({ week, data: null }))
    return () => {
      active = false
    }
  }, [week])

  const refresh = useCallback(async () => {
    const { json } = await httpClient<DashboardData>(`${API_URL}/dashboard-data/refresh`, {
      method: 'POST',
      body: JSON.stringify({ week }),
    })
    setLoaded({ week, data: json })
  }, [week])

  const current = loaded?.week === week ? loaded : null
  const state: 'loading' | 'ready' | 'failed' = !current ? 'loading' : current.data ? 'ready' : 'failed'
  return { data: current?.data ?? null, state, refresh }
}
