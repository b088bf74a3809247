/**
 * Whether a write failed on a primary or unique key another write holds: the loser of a race that the key
 * decides (MySQL/MariaDB ER_DUP_ENTRY, SQLite's constraint codes).
 */
export function isDuplicateKey(error: unknown) {
  const code = (error as { code?: string } | null)?.code
  return (
    code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE'
  )
}

/** The codes of a database that cannot be reached: down, restarting, refusing connections, its file gone. */
const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_SERVER_SHUTDOWN',
  'SQLITE_CANTOPEN',
])

/** The codes of a write that could not take its locks in time: worth trying again in a moment. */
const BUSY = new Set([
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_BUSY_RECOVERY',
  'SQLITE_BUSY_TIMEOUT',
  'SQLITE_LOCKED',
  'ER_LOCK_DEADLOCK',
  'ER_LOCK_WAIT_TIMEOUT',
])

type DriverError = { code?: unknown; name?: unknown; fatal?: unknown; message?: unknown; cause?: unknown }

/** The error and the errors it was raised from (a driver's error may come wrapped). */
function* chain(error: unknown) {
  let current = error as DriverError | null | undefined
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    yield current
    current = current.cause as DriverError | undefined
  }
}

/**
 * Whether the database could not be reached: a refused or lost connection (mysql2 marks those `fatal`), no
 * connection free in the pool in time (knex), a SQLite file that cannot be opened or read.
 */
export function isDatabaseUnavailable(error: unknown) {
  for (const link of chain(error)) {
    const code = String(link.code ?? '')
    if (UNAVAILABLE.has(code) || code.startsWith('SQLITE_IOERR')) return true
    if (link.name === 'KnexTimeoutError' || link.fatal === true) return true
    const message = typeof link.message === 'string' ? link.message : ''
    // mysql2 on a connection already lost; better-sqlite3 when the file's folder is gone.
    if (/connection is in closed state|Cannot open database because/i.test(message)) return true
  }
  return false
}

/** Whether a write could not take its locks in time (SQLite's write lock, a MySQL deadlock or lock wait). */
export function isDatabaseBusy(error: unknown) {
  for (const link of chain(error)) if (BUSY.has(String(link.code ?? ''))) return true
  return false
}
