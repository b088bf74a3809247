import { lazy, type ReactNode } from 'react'
import { Navigate, Route } from 'react-router-dom'
import { RequirePermission } from '../diagnostic/RequirePermission'
import { ownConnectorsPath } from './organization'

const ConnectorKindsPage = lazy(() =>
  import('./ConnectorKindsPage').then((module) => ({ default: module.ConnectorKindsPage }))
)
const ConfigurationCreatePage = lazy(() =>
  import('./ConfigurationCreatePage').then((module) => ({ default: module.ConfigurationCreatePage }))
)
const ConfigurationEditPage = lazy(() =>
  import('./ConfigurationEditPage').then((module) => ({ default: module.ConfigurationEditPage }))
)

// Configurations hold credentials: account admins only, as the API decides.
const guarded = (page: ReactNode) => <RequirePermission permission="admin">{page}</RequirePermission>

const OwnConnectors = () => <Navigate to={ownConnectorsPath()} replace />

/** The connector screens of part 1 §2 "Connectors and settings". */
export const connectorRoutes = [
  <Route key="connectors" path="/connectors" element={guarded(<OwnConnectors />)} />,
  <Route
    key="connector-kinds"
    path="/connectors/:organizationId/connectors"
    element={guarded(<ConnectorKindsPage />)}
  />,
  <Route
    key="connector-create"
    path="/connectors/:organizationId/configurations/:connectorId"
    element={guarded(<ConfigurationCreatePage />)}
  />,
  <Route
    key="connector-edit"
    path="/connectors/:configurationId"
    element={guarded(<ConfigurationEditPage />)}
  />,
]
