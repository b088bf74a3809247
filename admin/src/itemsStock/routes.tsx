import { lazy } from 'react'
import { Route } from 'react-router-dom'
import { RequirePermission } from '../diagnostic/RequirePermission'

const DeviceLifePage = lazy(() =>
  import('./DeviceLife').then((module) => ({ default: module.DeviceLifePage }))
)

/** The life of a device, beside the items in stock. */
export const itemsStockRoutes = [
  <Route
    key="device-life"
    path="/device-life"
    element={
      <RequirePermission permission="items_stock_read">
        <DeviceLifePage />
      </RequirePermission>
    }
  />,
]
