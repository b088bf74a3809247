import { useSyncExternalStore } from 'react'
import { getSession, subscribeSession, type Session } from '../providers/session'

/** The stored session, re-rendering on login, module switch, logout and changes from other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession)
}
