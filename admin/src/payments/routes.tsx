import { lazy } from 'react'
import { Route } from 'react-router-dom'
import { RequirePermission } from '../diagnostic/RequirePermission'

const SepaFilesPage = lazy(() =>
  import('./SepaFilesPage').then((module) => ({ default: module.SepaFilesPage }))
)

/** `/searchPayment/sepa-files`: the SEPA transfer files, for the platform's administrators only. */
export const paymentRoutes = [
  <Route
    key="sepa-files"
    path="sepa-files"
    element={
      <RequirePermission permission="admin">
        <SepaFilesPage />
      </RequirePermission>
    }
  />,
]
