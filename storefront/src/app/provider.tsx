import type { ReactNode } from 'react'
import { WhiteLabelProvider } from '@/features/white-label/components/white-label-provider'
import { ServiceUnavailableNotice } from '@/components/service-unavailable-notice'

/**
 * Everything the pages share; i18n is initialised before the first render (see main.tsx). The notice of
 * the service briefly unavailable sits outside the white label: the client's configuration may be what
 * waits for it.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <>
      <WhiteLabelProvider>{children}</WhiteLabelProvider>
      <ServiceUnavailableNotice />
    </>
  )
}
