import { useEffect, useState } from 'react'
import { apiRequest } from '@/lib/api-client'
import type { PublicProduct } from './search-products'

export type Suggestions = { items: PublicProduct[]; total: number }

/** Suggestions start at the second character; shorter keywords would match half the catalogue. */
export const SUGGESTIONS_MIN_LENGTH = 2
/** Quiet time after the last keystroke before asking: one request per pause, not one per letter. */
export const SUGGESTIONS_DEBOUNCE_MS = 200

/** GET /api/storefront/products/suggestions: at most 8 published products of this client, best first. */
export function getSuggestions(keyword: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ keyword })
  return apiRequest<Suggestions>(`/api/storefront/products/suggestions?${query}`, { auth: true, signal })
}

/** The last suggestions received and the keyword they answer; null while none apply (keyword too short). */
export type SuggestionsState = { keyword: string; items: PublicProduct[] } | null

/**
 * The suggestions for what the customer is typing, debounced; a newer keyword aborts the request of the older
 * one, so a slow answer never replaces a fresher one. `enabled` is false until the customer types (a search
 * page opened with a keyword shows no list).
 */
export function useSuggestions(keyword: string, enabled: boolean): SuggestionsState {
  const [state, setState] = useState<SuggestionsState>(null)
  const wanted = enabled && keyword.length >= SUGGESTIONS_MIN_LENGTH ? keyword : ''

  useEffect(() => {
    if (!wanted) return
    const controller = new AbortController()
    const timer = window.setTimeout(() => {
      getSuggestions(wanted, controller.signal).then(
        (result) => setState({ keyword: wanted, items: result.items }),
        // A failed suggestion is not worth an error: the search button still works.
        () => !controller.signal.aborted && setState({ keyword: wanted, items: [] })
      )
    }, SUGGESTIONS_DEBOUNCE_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [wanted])

  // While the next answer is on its way the previous list stays, so it does not flicker at every keystroke.
  return wanted ? state : null
}
