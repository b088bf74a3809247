import { lazy, type ReactNode } from 'react'
import { Navigate, Route } from 'react-router-dom'
import { canAccess } from '../providers/canAccess'
import { getSession } from '../providers/session'
import { EXPORT_PERMISSIONS } from './types'

const loadPage = () => import('./ExportPage')
const ExportPage = lazy(() => loadPage().then((module) => ({ default: module.ExportPage })))

/** The page's code asked for as the back office starts on its address, not once the shell has rendered. */
// The menu's address (`/exports`, `/exports/{organizationId}`) redirects to it: asked for at once too.
const OPENS_EXPORT = /^\/admin\/(accounts\/\d+\/catalog-export|exports(\/\d+)?)\/?$/
if (OPENS_EXPORT.test(window.location.pathname) && getSession()) {
  void loadPage()
}

/** Part 2 §6: the export page needs `exports` and a catalogue list permission, else home. */
const Guarded = ({ children }: { children: ReactNode }) => {
  const permissions = getSession()?.permissions
  const allowed =
    canAccess(permissions, 'exports') &&
    Object.values(EXPORT_PERMISSIONS).some((permission) => canAccess(permissions, permission))
  return allowed ? <>{children}</> : <Navigate to="/home" replace />
}

/** `/exports/{organizationId}` of part 1 §2 opens the export of the caller's account. */
const OwnExport = () => <Navigate to={`/accounts/${getSession()?.account.id ?? 0}/catalog-export`} replace />

/** The catalogue export screen of part 1 §2. */
export const exportRoutes = [
  <Route
    key="exports"
    path="/exports"
    element={
      <Guarded>
        <OwnExport />
      </Guarded>
    }
  />,
  <Route
    key="exports-organization"
    path="/exports/:organizationId"
    element={
      <Guarded>
        <OwnExport />
      </Guarded>
    }
  />,
  <Route
    key="catalog-export"
    path="/accounts/:accountId/catalog-export"
    element={
      <Guarded>
        <ExportPage />
      </Guarded>
    }
  />,
]
