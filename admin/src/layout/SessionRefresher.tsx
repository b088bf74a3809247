import { useLogout, useRefresh } from 'react-admin'
import { useOnArrival } from '../lib/useOnArrival'
import { NoPermissionsError, refreshSession } from '../providers/authProvider'
import { getSession } from '../providers/session'

/**
 * On page load, asks the server for the current permissions (GET /api/auth/me) so that a change made
 * by an administrator since login applies without signing in again. An empty set logs the user out;
 * a 401 opens the reconnect modal through the HTTP client.
 */
export const SessionRefresher = () => {
  const refresh = useRefresh()
  const logout = useLogout()

  useOnArrival(['session', 'refresh'], async () => {
    const before = getSession()?.permissions.join(',')
    try {
      const session = await refreshSession()
      if (session.permissions.join(',') !== before) refresh()
    } catch (error) {
      if (error instanceof NoPermissionsError) void logout()
    }
    return true
  })

  return null
}
