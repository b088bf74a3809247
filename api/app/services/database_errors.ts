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
