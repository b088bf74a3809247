import { rawRows } from '#services/raw_rows'

/**
 * The rows of the access tokens this process verified lately (the token, its user, their modules and
 * entities: services/auth/user_with_modules.ts), kept with the versions they were read at (#kept/registry: auth_versions).
 * A request checks those versions with one small statement instead of reading the rows again; any write to
 * the token, the user, their modules or any entity moves them, in whichever process or instance it is
 * made, so that a revoked token, a disabled user or a module taken away is seen by the very next request.
 * Only the rows are kept: each request still builds its own user, which it may change.
 */
export interface TokenRows {
  rows: Record<string, unknown>[]
  /** Read from this cache: a secret that does not match them is checked against the database again. */
  cached: boolean
}

interface Entry {
  userId: number
  versions: string
  rows: Record<string, unknown>[]
}

/**
 * Tokens kept at most, the least recently used going first: storefront visitors each have one, and a
 * token's rows take 2 to 5 kB (a row of some 70 columns per module), so at most about 10 MB per process.
 */
const MAX_TOKENS = 2_000

const entries = new Map<string, Entry>()

const keyOf = (tokenId: string | number, type: string) => `${type} ${tokenId}`

/** Both versions in one string: the user's, then the entities', each '' when never moved. */
const versionsOf = (user: unknown, entities: unknown) =>
  `${user === null || user === undefined ? '' : String(user)}/${entities === null || entities === undefined ? '' : String(entities)}`

/** The select list that reads the versions with the token's rows, in the same statement (one snapshot). */
export const VERSION_COLUMNS = [
  '(SELECT version FROM auth_versions WHERE auth_versions.user_id = users.id) AS auth__user_version',
  '(SELECT version FROM auth_versions WHERE auth_versions.user_id = 0) AS auth__entities_version',
]

const VERSIONS_SQL = 'SELECT user_id, version FROM auth_versions WHERE user_id IN (?, 0)'

/** The kept rows of a token when their versions have not moved since they were read; null otherwise. */
export async function keptTokenRows(tokenId: string | number, type: string): Promise<TokenRows | null> {
  const key = keyOf(tokenId, type)
  const entry = entries.get(key)
  if (!entry) return null
  const found = await rawRows<{ user_id: number | string; version: number | string }>(VERSIONS_SQL, [
    entry.userId,
  ])
  const version = (user: number) => found.find((row) => Number(row.user_id) === user)?.version
  entries.delete(key)
  if (versionsOf(version(entry.userId), version(0)) !== entry.versions) return null
  // Last used last: the Map's order is the order in which the oldest goes.
  entries.set(key, entry)
  return { rows: entry.rows, cached: true }
}

/** Keeps the rows of a token just read with their versions (VERSION_COLUMNS). */
export function keepTokenRows(tokenId: string | number, type: string, rows: Record<string, unknown>[]) {
  if (!rows.length) return
  const key = keyOf(tokenId, type)
  entries.delete(key)
  if (entries.size >= MAX_TOKENS) entries.delete(entries.keys().next().value!)
  entries.set(key, {
    userId: Number(rows[0].id),
    versions: versionsOf(rows[0].auth__user_version, rows[0].auth__entities_version),
    rows,
  })
}

/** Tells the kept rows of a token the `last_used_at` just written (which moves no version). */
export function tokenUsedAt(tokenId: string | number, type: string, at: Date) {
  for (const row of entries.get(keyOf(tokenId, type))?.rows ?? []) row.token__last_used_at = at
}
