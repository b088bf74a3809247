import { SFTP_LIMITS } from '#services/sftp/config'

type Kind = 'sessions' | 'handles'

const LIMIT: Record<Kind, number> = {
  sessions: SFTP_LIMITS.sessionsPerAccess,
  handles: SFTP_LIMITS.handlesPerAccess,
}

/** What each access holds open right now in this process, whatever the connection. */
const held = new Map<number, Record<Kind, number>>()

/**
 * Takes one session or handle for the access: answers its release (safe to call more than once), or null
 * when the access already holds as many as SFTP_LIMITS allows.
 */
export function take(accessId: number, kind: Kind): (() => void) | null {
  const counts = held.get(accessId) ?? { sessions: 0, handles: 0 }
  if (counts[kind] >= LIMIT[kind]) return null
  counts[kind]++
  held.set(accessId, counts)
  let released = false
  return () => {
    if (released) return
    released = true
    counts[kind]--
    if (counts.sessions === 0 && counts.handles === 0) held.delete(accessId)
  }
}

/** What an access holds (for the tests). */
export const holdingsOf = (accessId: number) => ({ ...(held.get(accessId) ?? { sessions: 0, handles: 0 }) })
