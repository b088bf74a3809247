import { lazy, type ReactNode } from 'react'
import { Route } from 'react-router-dom'
import { RequirePermission } from '../diagnostic/RequirePermission'

const GeneralSettingsPage = lazy(() =>
  import('./GeneralSettingsPage').then((module) => ({ default: module.GeneralSettingsPage }))
)
const DesignPage = lazy(() =>
  import('../design/DesignPage').then((module) => ({ default: module.DesignPage }))
)
const HomePageEditor = lazy(() =>
  import('../homePage/HomePageEditor').then((module) => ({ default: module.HomePageEditor }))
)
const TransferOrderSettingsPage = lazy(() =>
  import('./TransferOrderSettingsPage').then((module) => ({ default: module.TransferOrderSettingsPage }))
)

const guarded = (permission: string, page: ReactNode) => (
  <RequirePermission permission={permission}>{page}</RequirePermission>
)

/** The settings screens of part 1 §2 "Connectors and settings". */
export const settingsRoutes = [
  <Route
    key="general"
    path="/settings/:module/general"
    element={guarded('general_settings', <GeneralSettingsPage />)}
  />,
  <Route key="design" path="/design" element={guarded('design_page', <DesignPage />)} />,
  <Route key="home-page" path="/settings/home-page" element={guarded('design_page', <HomePageEditor />)} />,
  <Route
    key="transfer-order"
    path="/settings/transfer-order"
    element={guarded('transfer_order_settings', <TransferOrderSettingsPage />)}
  />,
]
