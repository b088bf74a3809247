import { lazy, type ReactNode } from 'react'
import { Route } from 'react-router-dom'
import { RequirePermission } from '../diagnostic/RequirePermission'

const CheckinPage = lazy(() => import('./CheckinPage').then((module) => ({ default: module.CheckinPage })))
const ConfirmationPage = lazy(() =>
  import('./ConfirmationPage').then((module) => ({ default: module.ConfirmationPage }))
)

const guarded = (page: ReactNode) => (
  <RequirePermission permission="warehouse_checkin_submenu">{page}</RequirePermission>
)

/** The check-in screens of part 1 §2 "Warehouse". */
export const checkinRoutes = [
  <Route key="checkin" path="/warehouse/checkin" element={guarded(<CheckinPage />)} />,
  <Route
    key="confirmation"
    path="/warehouse/confirmation-checkin/:itemId"
    element={guarded(<ConfirmationPage />)}
  />,
  // `{itemId?}` of part 1 §2: without an item (a package of several), the label button is left out.
  <Route
    key="confirmation-bare"
    path="/warehouse/confirmation-checkin"
    element={guarded(<ConfirmationPage />)}
  />,
]
