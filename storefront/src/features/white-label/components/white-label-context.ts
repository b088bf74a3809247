import { createContext, useContext } from 'react'
import type { WhiteLabelConfigQuery } from '../api/get-white-label-config'

export const WhiteLabelContext = createContext<WhiteLabelConfigQuery>({
  config: null,
  isLoading: true,
  failed: false,
})

/** The visited client's configuration; null while the first request runs or when it failed. */
export function useWhiteLabel(): WhiteLabelConfigQuery {
  return useContext(WhiteLabelContext)
}
