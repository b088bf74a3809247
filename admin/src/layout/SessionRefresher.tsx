import { useEffect } from 'react'
import { useLogout, useRefresh } from 'react-admin'
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

  useEffect(() => {
    let cancelled = false
    const before = getSession()?.permissions.join(',')
    refreshSession()
      .then((session) => {
        if (!cancelled && session.permissions.join(',') !== before) refresh()
      })
      .catch((error: unknown) => {
        if (!cancelled && error instanceof NoPermissionsError) logout()
      })
    return () => {
      cancelled = true
    }
    // Once per page load only: refresh and logout are not stable across renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return null
}
