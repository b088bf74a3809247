import { useQuery } from '@tanstack/react-query'
import { useDataProvider } from 'react-admin'
import type { RepriseDataProvider } from '../providers/dataProvider'
import { getClientContext } from '../providers/clientContext'
import type {
  FilterOptionsResource,
  FormOptionsResource,
  ModeKind,
  ModeKindsPath,
} from '../providers/methods/options'

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

/**
 * The providers or transport types the account may name, as choices: the server's, and `current` (the
 * record's own code) kept when the server no longer offers it. Per client a super admin acts for.
 */
export function useModeKindChoices(path: ModeKindsPath, current?: string | null) {
  const dataProvider = useDataProvider<RepriseDataProvider>()
  const { data } = useQuery({
    queryKey: [path, 'modeKinds', getClientContext()?.id ?? null],
    queryFn: () => dataProvider.modeKinds(path),
    retry: false,
  })
  const kinds: ModeKind[] = data ?? []
  const choices = kinds.map((kind) => ({ id: kind.value, name: kind.label, type: kind.type }))
  if (current && !kinds.some((kind) => kind.value === current))
    choices.push({ id: current, name: current, type: undefined })
  return choices
}
