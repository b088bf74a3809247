import type { ReactNode } from 'react'
import { WhiteLabelProvider } from '@/features/white-label/components/white-label-provider'

/** Everything the pages share; i18n is initialised before the first render (see main.tsx). */
export function AppProvider({ children }: { children: ReactNode }) {
  return <WhiteLabelProvider>{children}</WhiteLabelProvider>
}
