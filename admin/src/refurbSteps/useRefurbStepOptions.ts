import { useApiGet } from '../lib/useApiGet'

export interface RefurbStepOptions {
  stocks: { id: number; name: string }[]
  warehouses: { id: number; commonName: string }[]
}

const EMPTY: RefurbStepOptions = { stocks: [], warehouses: [] }

/** The account's stocks and workshops for the step form (GET /api/refurb-steps/form-options). */
export const useRefurbStepOptions = () => useApiGet<RefurbStepOptions>('refurb-steps/form-options', EMPTY)
