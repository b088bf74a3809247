import { useEffect, useState } from 'react'
import { apiRequest } from '@/lib/api-client'
import type { WhiteLabelConfig } from '@/types/api'

const HEX_COLOR = /^#[0-9a-f]{6}$/i

function isWhiteLabelConfig(value: unknown): value is WhiteLabelConfig {
  if (!value || typeof value !== 'object') return false
  const config = value as Partial<WhiteLabelConfig>
  return typeof config.name === 'string' && typeof config.mainColor === 'string'
}

/** Public: the server resolves the client from the request host and answers in the Accept-Language. */
export async function getWhiteLabelConfig(signal?: AbortSignal): Promise<WhiteLabelConfig> {
  const body = await apiRequest<unknown>('/api/white-label/config', { signal })
  if (!isWhiteLabelConfig(body)) throw new Error('White-label configuration is malformed')
  return { ...body, mainColor: HEX_COLOR.test(body.mainColor) ? body.mainColor : '' }
}

type State = {
  config: WhiteLabelConfig | null
  /** Language of the last completed request, so a language change shows as loading without a reset. */
  language: string | null
  failed: boolean
}

export type WhiteLabelConfigQuery = {
  config: WhiteLabelConfig | null
  isLoading: boolean
  failed: boolean
}

/** Loads the configuration and loads it again whenever the language changes (its texts are translated). */
export function useWhiteLabelConfig(language: string): WhiteLabelConfigQuery {
  const [state, setState] = useState<State>({ config: null, language: null, failed: false })

  useEffect(() => {
    const controller = new AbortController()
    getWhiteLabelConfig(controller.signal).then(
      (config) => setState({ config, language, failed: false }),
      () => {
        if (!controller.signal.aborted) setState((previous) => ({ ...previous, language, failed: true }))
      }
    )
    return () => controller.abort()
  }, [language])

  return { config: state.config, isLoading: state.language !== language, failed: state.failed }
}
