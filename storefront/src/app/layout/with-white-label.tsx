import { useEffect, type ReactNode } from 'react'
import { useWhiteLabel } from '@/features/white-label/components/white-label-context'
import type { WhiteLabelConfig } from '@/types/api'
import { PageLoading } from '@/components/page-loading'

type WithWhiteLabelProps = {
  children: (config: WhiteLabelConfig) => ReactNode
  /** The page's chunk, fetched while the configuration loads rather than after it. */
  preload?: () => Promise<unknown>
}

/** Renders a page that needs the client's configuration once it is there (a failure redirects elsewhere). */
export function WithWhiteLabel({ children, preload }: WithWhiteLabelProps) {
  const { config, failed } = useWhiteLabel()

  useEffect(() => {
    void preload?.()
  }, [preload])

  if (config) return children(config)
  return failed ? null : <PageLoading />
}
