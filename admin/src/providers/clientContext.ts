import { useSyncExternalStore } from 'react'
import { getSession, subscribeSession } from './session'

/**
 * The client a super admin acts for ("client context"), chosen on the client page or in the app bar and
 * kept in this browser until cleared or the session ends. While it is set, the data provider makes every
 * list of an account-owned resource that client's and every create land in it (`accountId`, part of the
 * API contract); its name stays in the app bar. Anyone else has no client context.
 */
export interface ClientContext {
  id: number
  name: string
}

const KEY = 'reprise.clientContext'
const listeners = new Set<() => void>()
let cached: { raw: string | null; context: ClientContext | null } = { raw: null, context: null }

const isSuperAdmin = () => getSession()?.user.types.includes('super_admin') ?? false

function parse(raw: string | null): ClientContext | null {
  try {
    const value = raw ? (JSON.parse(raw) as ClientContext) : null
    return value && Number.isInteger(value.id) && typeof value.name === 'string' ? value : null
  } catch {
    return null
  }
}

export function getClientContext(): ClientContext | null {
  if (!isSuperAdmin()) return null
  const raw = window.localStorage.getItem(KEY)
  if (raw !== cached.raw) cached = { raw, context: parse(raw) }
  return cached.context
}

export function setClientContext(context: ClientContext | null): void {
  if (context) window.localStorage.setItem(KEY, JSON.stringify({ id: context.id, name: context.name }))
  else window.localStorage.removeItem(KEY)
  listeners.forEach((listener) => listener())
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  const unsubscribeSession = subscribeSession(listener)
  return () => {
    listeners.delete(listener)
    unsubscribeSession()
  }
}

export const useClientContext = () => useSyncExternalStore(subscribe, getClientContext, () => null)

/** `?accountId=<id>` (or `&…` after a query) while a client context is set; nothing otherwise. */
export function accountQuery(separator: '?' | '&' = '?'): string {
  const context = getClientContext()
  return context ? `${separator}accountId=${context.id}` : ''
}
