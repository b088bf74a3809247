import { lazy, type ReactNode } from 'react'
import { Navigate, Route } from 'react-router-dom'
import { RequirePermission } from '../diagnostic/RequirePermission'
import { canAccess } from '../providers/canAccess'
import { dataProvider } from '../providers/dataProvider'
import { queryClient } from '../providers/queryClient'
import { getSession } from '../providers/session'
import { importsQuery } from './importsQuery'

const loadList = () => import('./ImportListPage')
const loadWizard = () => import('./ImportWizardPage')
const ImportListPage = lazy(() => loadList().then((module) => ({ default: module.ImportListPage })))
const ImportWizardPage = lazy(() => loadWizard().then((module) => ({ default: module.ImportWizardPage })))

/**
 * The screen the back office opens on: its code, and the list's first page, are asked for as the back office
 * starts, beside the shell's code, not once the shell has rendered (then the page's code, then the list:
 * three round trips in a row, 4 s on a fresh browser).
 */
const opening = /^\/admin\/accounts\/(\d+)\/catalog-imports(\/new)?\/?$/.exec(window.location.pathname)
if (opening && getSession()) {
  if (opening[2]) void loadWizard()
  else {
    void loadList()
    void queryClient.prefetchInfiniteQuery(importsQuery(dataProvider, opening[1]))
  }
}
// The menu's address (`/imports`, `/imports/{organizationId}`) redirects to the caller's account's list:
// asked for at once too, not after the redirect.
const session = getSession()
if (
  session &&
  canAccess(session.permissions, 'imports') &&
  /^\/admin\/imports(\/\d+)?\/?$/.test(window.location.pathname)
) {
  void loadList()
  void queryClient.prefetchInfiniteQuery(importsQuery(dataProvider, String(session.account.id)))
}

const guarded = (page: ReactNode) => <RequirePermission permission="imports">{page}</RequirePermission>

/** `/imports/{organizationId}` of part 1 §2 opens the imports of the caller's account. */
const OwnImports = () => (
  <Navigate to={`/accounts/${getSession()?.account.id ?? 0}/catalog-imports`} replace />
)

/** The catalogue import screens of part 1 §2. */
export const importRoutes = [
  <Route key="imports" path="/imports" element={guarded(<OwnImports />)} />,
  <Route key="imports-organization" path="/imports/:organizationId" element={guarded(<OwnImports />)} />,
  <Route
    key="catalog-imports"
    path="/accounts/:accountId/catalog-imports"
    element={guarded(<ImportListPage />)}
  />,
  <Route
    key="catalog-imports-new"
    path="/accounts/:accountId/catalog-imports/new"
    element={guarded(<ImportWizardPage />)}
  />,
]
