import { lazy, type ReactNode } from 'react'
import { Route } from 'react-router-dom'
import { RequirePermission } from '../diagnostic/RequirePermission'

const SftpAccessPage = lazy(() =>
  import('./SftpAccessPage').then((module) => ({ default: module.SftpAccessPage }))
)

// The access holds a password: account admins and the platform, as the API decides.
const guarded = (page: ReactNode) => <RequirePermission permission="admin">{page}</RequirePermission>

/** The SFTP drop's screens of part 1 §2 "Connectors and settings". */
export const sftpRoutes = [
  <Route key="sftp-settings" path="/settings/sftp" element={guarded(<SftpAccessPage />)} />,
  <Route
    key="sftp-configuration"
    path="/configuration/:organizationId/sftp"
    element={guarded(<SftpAccessPage />)}
  />,
]
