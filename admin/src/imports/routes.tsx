import { lazy, type ReactNode } from 'react'
import { Navigate, Route } from 'react-router-dom'
import { RequirePermission } from '../diagnostic/RequirePermission'
import { getSession } from '../providers/session'

const ImportListPage = lazy(() =>
  import('./ImportListPage').then((module) => ({ default: module.ImportListPage }))
)
const ImportWizardPage = lazy(() =>
  import('./ImportWizardPage').then((module) => ({ default: module.ImportWizardPage }))
)

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
