import { useEffect, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useLocation, useNavigate } from 'react-router-dom'
import { useWhiteLabelConfig } from '../api/get-white-label-config'
import { useApplyWhiteLabel } from '../hooks/use-apply-white-label'
import { useThirdPartyScripts } from '../hooks/use-third-party-scripts'
import { WhiteLabelContext } from './white-label-context'

export const NOT_AVAILABLE_PATH = '/not-available'

/** Loads the client's configuration, applies its theme and tags, and sends visitors away when it cannot load. */
export function WhiteLabelProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const query = useWhiteLabelConfig(i18n.language)
  const navigate = useNavigate()
  const { pathname } = useLocation()

  useApplyWhiteLabel(query.config)
  useThirdPartyScripts(query.config?.tagManagerId ?? null, query.config?.axeptioId ?? null)

  useEffect(() => {
    if (query.failed && pathname !== NOT_AVAILABLE_PATH) navigate(NOT_AVAILABLE_PATH, { replace: true })
  }, [query.failed, pathname, navigate])

  return <WhiteLabelContext.Provider value={query}>{children}</WhiteLabelContext.Provider>
}
