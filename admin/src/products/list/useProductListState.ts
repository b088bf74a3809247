import { useCallback, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import {
  DEFAULT_FILTERS,
  DEFAULT_STATE,
  fromSearchParams,
  fromStorage,
  RELEVANCE,
  saveToStorage,
  toSearchParams,
  type ProductFilterValues,
  type ProductListState,
  type SortField,
} from './listState'

/**
 * The list's explicit state: the address bar wins on load, then local storage, then the defaults. Every
 * change is saved and pushed to the address bar; filters, page size and sort go back to page 1.
 */
export function useProductListState() {
  const [searchParams, setSearchParams] = useSearchParams()
  const [state, setState] = useState<ProductListState>(
    () => fromSearchParams(searchParams) ?? fromStorage() ?? DEFAULT_STATE
  )

  useEffect(() => {
    saveToStorage(state)
    setSearchParams((current) => toSearchParams(state, current), { replace: true })
  }, [state, setSearchParams])

  // A name searched is ranked by relevance until a column is picked; without a name, back to the default.
  const applyFilters = useCallback(
    (filters: ProductFilterValues) =>
      setState((current) => {
        const label = filters.label.trim()
        const sort: ProductListState['sort'] = label
          ? { field: RELEVANCE, order: 'ASC' }
          : current.sort.field === RELEVANCE
            ? DEFAULT_STATE.sort
            : current.sort
        return { ...current, filters: { ...filters, label }, sort, page: 1 }
      }),
    []
  )
  const clearFilters = useCallback(() => applyFilters(DEFAULT_FILTERS), [applyFilters])
  const toggleSort = useCallback(
    (field: SortField) =>
      setState((current) => ({
        ...current,
        sort: {
          field,
          order: current.sort.field === field && current.sort.order === 'ASC' ? 'DESC' : 'ASC',
        },
        page: 1,
      })),
    []
  )
  const setPerPage = useCallback(
    (perPage: number) => setState((current) => ({ ...current, perPage, page: 1 })),
    []
  )
  const setPage = useCallback((page: number) => setState((current) => ({ ...current, page })), [])

  return { state, applyFilters, clearFilters, toggleSort, setPerPage, setPage }
}
