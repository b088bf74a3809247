import { useQuery } from '@tanstack/react-query'
import { useDataProvider } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'
import type { FilterOptionsResource, FormOptionsResource } from '../providers/methods/options'

/**
 * A form's choices (`GET /api/<resource>/form-options`), `empty` until they arrive or when the call fails
 * (the error modal has said why). Cached by react-query: the form opened again shows them at once.
 */
export function useFormOptions<T>(resource: FormOptionsResource, empty: T): T {
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { data } = useQuery({
    queryKey: [resource, 'formOptions'],
    queryFn: () => dataProvider.formOptions<T>(resource),
    retry: false,
  })
  return data ?? empty
}

/** A list's filter choices (`GET /api/<resource>/filter-options`), as useFormOptions. */
export function useFilterOptions<T>(resource: FilterOptionsResource, empty: T): T {
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { data } = useQuery({
    queryKey: [resource, 'filterOptions'],
    queryFn: () => dataProvider.filterOptions<T>(resource),
    retry: false,
  })
  return data ?? empty
}
