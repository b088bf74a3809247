import { lazy } from 'react'
import { Route } from 'react-router-dom'
import { RequirePermission } from '../diagnostic/RequirePermission'
import { OpenIdCallbackPage } from './OpenIdCallbackPage'
import { OpenIdLogoutPage } from './OpenIdLogoutPage'

const SsoConfigurationPage = lazy(() =>
  import('./SsoConfigurationPage').then((module) => ({ default: module.SsoConfigurationPage }))
)

/** Part 1 §2: the OpenID pages a visitor with no token reaches, outside the authenticated layout. */
export const openIdRoutes = [
  <Route key="callback" path="/open-id/:organizationId/callback" element={<OpenIdCallbackPage />} />,
  <Route key="callback-alias" path="/openid/:organizationId/callback" element={<OpenIdCallbackPage />} />,
  <Route key="logout" path="/open-id/logout" element={<OpenIdLogoutPage />} />,
]

/** /connectors/:organizationId/SSO: the configuration holds a client secret, account admins only. */
export const ssoConfigurationRoutes = [
  <Route
    key="sso"
    path="/connectors/:organizationId/SSO"
    element={
      <RequirePermission permission="admin">
        <SsoConfigurationPage />
      </RequirePermission>
    }
  />,
]
