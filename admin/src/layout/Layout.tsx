import type { ReactNode } from 'react'
import { Layout as RaLayout } from 'react-admin'
import { AccountFavicon } from './AccountFavicon'
import { AppBar } from './AppBar'
import { ErrorModals } from './errors/ErrorModals'
import { Menu } from './Menu'
import { SessionRefresher } from './SessionRefresher'

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar} menu={Menu}>
    {children}
    <SessionRefresher />
    <AccountFavicon />
    <ErrorModals />
  </RaLayout>
)
