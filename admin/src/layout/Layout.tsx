import { ThemeProvider, type Theme } from '@mui/material/styles'
import { useCallback, type ReactNode } from 'react'
import { Layout as RaLayout, useTranslate } from 'react-admin'
import { AccountFavicon } from './AccountFavicon'
import { AppBar } from './AppBar'
import { ErrorModals } from './errors/ErrorModals'
import { Menu } from './Menu'
import { SessionRefresher } from './SessionRefresher'

/**
 * Every spinner and progress bar of the back office is named (WCAG 4.1.2, axe's aria-progressbar-name):
 * the theme's default label, in the user's language, unless the component gives its own.
 */
const NamedProgress = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate()
  const label = translate('ra.page.loading')
  const theme = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: {
          ...outer.components?.MuiCircularProgress,
          defaultProps: { 'aria-label': label, ...outer.components?.MuiCircularProgress?.defaultProps },
        },
        MuiLinearProgress: {
          ...outer.components?.MuiLinearProgress,
          defaultProps: { 'aria-label': label, ...outer.components?.MuiLinearProgress?.defaultProps },
        },
      },
    }),
    [label]
  )
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>
}

export const Layout = ({ children }: { children: ReactNode }) => (
  <NamedProgress>
    <RaLayout appBar={AppBar} menu={Menu}>
      {children}
      <SessionRefresher />
      <AccountFavicon />
      <ErrorModals />
    </RaLayout>
  </NamedProgress>
)
