import type { AuthProvider } from 'react-admin'
import { canAccessResource } from './canAccess'
import { clearError, reportError } from './errorBus'
import { API_URL, httpClient } from './httpClient'
import { clearSession, getSession, setSession, updateSession, type ModuleType, type Session } from './session'
import { setClientContext } from './clientContext'

type SessionAnswer = Omit<Session, 'token'>

/** Thrown when the server accepts the credentials but the module grants no screen (part 2 §6). */
export class NoPermissionsError extends Error {
  constructor() {
    super('login.errors.no_permissions')
  }
}

const post = (path: string, body?: unknown, silent = false) =>
  httpClient<Session>(`${API_URL}${path}`, {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
    silent,
  })

function keepIfAllowed(answer: SessionAnswer & { token?: string }): Session {
  if (!answer.permissions?.length) {
    clearSession()
    throw new NoPermissionsError()
  }
  const session = updateSession(answer)
  if (!session) throw new NoPermissionsError()
  return session
}

/** GET /api/auth/me: refreshes the permissions and identity kept since login. */
export async function refreshSession(): Promise<Session> {
  const { json } = await httpClient<SessionAnswer>(`${API_URL}/auth/me`)
  return keepIfAllowed(json)
}

/** POST /api/auth/switch-module: new current module, organisation and permission set. */
export async function switchModule(module: ModuleType): Promise<Session> {
  const { json } = await post('/auth/switch-module', { module })
  return keepIfAllowed(json)
}

export const authProvider: AuthProvider = {
  /**
   * By e-mail and password, or with the sign-in attempt the organisation's provider authenticated
   * (`{ organizationId, openidSessionId }`, from the OpenID callback page).
   */
  async login(
    credentials: { email: string; password: string } | { organizationId: number; openidSessionId: string }
  ) {
    // Errors (bad_credentials, user_inactive, sso_required, too_many_attempts) are shown by the form.
    const { json } = await post('/auth/login', credentials, true)
    if (!json.permissions?.length) throw new NoPermissionsError()
    setSession(json)
    clearError()
    return { redirectTo: '/home' }
  },

  /**
   * A session opened through the organisation's provider ends there too: the API answers the provider's
   * logout page, which sends the browser back to /open-id/logout.
   */
  async logout() {
    let endSessionUrl: string | undefined
    if (getSession()) {
      const answer = await post('/auth/logout', undefined, true).catch(() => undefined)
      endSessionUrl = (answer?.json as { endSessionUrl?: string } | undefined)?.endSessionUrl
    }
    clearSession()
    setClientContext(null)
    if (endSessionUrl) {
      window.location.assign(endSessionUrl)
      return false
    }
  },

  async checkAuth() {
    const session = getSession()
    if (!session || session.permissions.length === 0) {
      clearSession()
      throw new Error('ra.auth.auth_check_error')
    }
  },

  async checkError(error: { status?: number; silent?: boolean }) {
    // A silent call's refusal is its screen's to show (providers/httpClient.ts).
    if (error?.status === 401 && !error.silent) {
      // The reconnect modal takes over: no automatic logout nor notification.
      reportError({ kind: 'unauthorized' })
      throw { logoutUser: false, message: false }
    }
  },

  async getIdentity() {
    const session = getSession()
    if (!session) throw new Error('ra.auth.auth_check_error')
    const { user } = session
    return { id: user.id, fullName: `${user.firstname} ${user.lastname}`.trim(), email: user.email }
  },

  async getPermissions() {
    return getSession()?.permissions ?? []
  },

  async canAccess({ resource, action }) {
    return canAccessResource(getSession()?.resources, resource, action)
  },
}
