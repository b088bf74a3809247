import { useFormOptions } from '../lib/useOptions'

export interface RefurbStepOptions {
  stocks: { id: number; name: string }[]
  warehouses: { id: number; commonName: string }[]
}

const EMPTY: RefurbStepOptions = { stocks: [], warehouses: [] }

/** The account's stocks and workshops for the step form (GET /api/refurb-steps/form-options). */
export const useRefurbStepOptions = () => useFormOptions<RefurbStepOptions>('refurb-steps', EMPTY)
