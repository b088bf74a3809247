import { useEffect, useState } from 'react'
import { API_URL, httpClient } from '../providers/httpClient'

export interface RefurbStepOptions {
  stocks: { id: number; name: string }[]
  warehouses: { id: number; commonName: string }[]
}

const EMPTY: RefurbStepOptions = { stocks: [], warehouses: [] }

/** The account's stocks and workshops for the step form (GET /api/refurb-steps/form-options). */
export function useRefurbStepOptions() {
  const [options, setOptions] = useState<RefurbStepOptions>(EMPTY)
  useEffect(() => {
    let active = true
    httpClient<RefurbStepOptions>(`${API_URL}/refurb-steps/form-options`)
      .then(({ json }) => active && setOptions(json ?? EMPTY))
      .catch(() => active && setOptions(EMPTY))
    return () => {
      active = false
    }
  }, [])
  return options
}
