import { useFormOptions } from '../lib/useOptions'

export interface DispatchOptions {
  warehouses: { id: number; commonName: string }[]
  categories: { id: string; label: string }[]
  brands: string[]
  circuits: string[]
  productStates: string[]
}

const NONE: DispatchOptions = { warehouses: [], categories: [], brands: [], circuits: [], productStates: [] }

/** The rule form's choices (GET /api/warehouse-dispatch-rules/form-options). */
export const useDispatchOptions = () => useFormOptions('warehouse-dispatch-rules', NONE)
