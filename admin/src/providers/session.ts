/**
 * The authenticated session as answered by POST /api/auth/login, GET /api/auth/me and
 * POST /api/auth/switch-module, kept in localStorage so that a reload keeps the user signed in.
 */
export type ModuleType = 'root' | 'tim' | 'lcm' | 'rps'

export interface SessionUser {
  id: number
  email: string
  firstname: string
  lastname: string
  status: 'active' | 'inactive'
  types: string[]
}

export interface SessionAccount {
  id: number
  name: string
  mainColor?: string | null
  logo?: string | null
  favicon?: string | null
  language?: string | null
  currency?: string | null
  isRetailer?: boolean
  isBuyerAndWorkshopsSupervisor?: boolean
}

export interface SessionModule {
  type: ModuleType
  role: string
  organization: { id: number; commonName: string } | null
}

export interface Session {
  token: string
  user: SessionUser
  account: SessionAccount
  modules: SessionModule[]
  currentModule: ModuleType
  currentOrganization: {
    id: number | null
    commonName: string
    moduleType: ModuleType
    /** The organisation's type (`store`, ...); null for the account itself. */
    type?: string | null
  } | null
  permissions: string[]
  /** What the caller may do with each API resource (deny by default): see providers/canAccess.ts. */
  resources: Record<string, string[]>
  premiumFeatures: string[]
}

export const SESSION_STORAGE_KEY = 'reprise.session'

type Listener = () => void
const listeners = new Set<Listener>()
let cached: { raw: string | null; session: Session | null } = { raw: null, session: null }

export function getSession(): Session | null {
  const raw = window.localStorage.getItem(SESSION_STORAGE_KEY)
  if (raw !== cached.raw) {
    cached = { raw, session: parse(raw) }
  }
  return cached.session
}

export function setSession(session: Session): void {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session))
  listeners.forEach((listener) => listener())
}

/** Stores a session answer that carries no token (me, switch-module) alongside the current token. */
export function updateSession(answer: Omit<Session, 'token'> & { token?: string }): Session | null {
  const current = getSession()
  const token = answer.token ?? current?.token
  if (!token) return null
  const next = { ...answer, token } as Session
  setSession(next)
  return next
}

/** After the design is saved: the back office takes the new colour, logo and favicon at once. */
export function patchSessionAccount(fields: Partial<SessionAccount>): void {
  const current = getSession()
  if (current) setSession({ ...current, account: { ...current.account, ...fields } })
}

export function clearSession(): void {
  window.localStorage.removeItem(SESSION_STORAGE_KEY)
  listeners.forEach((listener) => listener())
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

function parse(raw: string | null): Session | null {
  if (!raw) return null
  try {
    const session = JSON.parse(raw) as Session
    // A session kept from an older version, without its resources, is signed in again.
    return session && typeof session.token === 'string' && session.resources ? session : null
  } catch {
    return null
  }
}
