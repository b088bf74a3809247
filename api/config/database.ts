import { defineConfig } from '@adonisjs/lucid'
import { apiPath, settings } from '#config/settings'

/**
 * SQLite (better-sqlite3) is the embedded default; MySQL/MariaDB (mysql2) is the production engine.
 * Migrations and seeders live in the repository's database/ folder, shared by both.
 */
const migrations = { naturalSort: true, paths: ['../database/migrations'] }
const seeders = { paths: ['../database/seeders'] }

/**
 * knex prepares every SQLite statement anew (a third of a millisecond per list request); the same few
 * hundred SQL texts come back all the time, so each connection keeps its last prepared ones. knex runs a
 * statement to the end before it returns (all/run), so a cached statement is never busy when reused, and
 * SQLite prepares it again by itself after a schema change.
 */
const STATEMENT_CACHE_SIZE = 500

/**
 * Every transaction takes SQLite's write lock when it begins (`BEGIN IMMEDIATE`), not at its first write:
 * `npm start` runs several processes on one file, and a deferred transaction that has read cannot take
 * the lock once another process has written since (SQLITE_BUSY_SNAPSHOT, which the busy timeout does not
 * wait out). Waiting for the lock at BEGIN is what the busy timeout covers. knex begins every transaction,
 * Lucid's and the queue's alike, with this one statement, so no caller can forget it; savepoints (nested
 * transactions) are unchanged.
 */
function beginWithWriteLock(conn: { prepare: (sql: string) => unknown }) {
  const prepare = conn.prepare.bind(conn)
  conn.prepare = (sql: string) => prepare(sql === 'BEGIN;' ? 'BEGIN IMMEDIATE;' : sql)
}

function cachePreparedStatements(conn: { prepare: (sql: string) => unknown }) {
  const prepare = conn.prepare.bind(conn)
  const cache = new Map<string, unknown>()
  conn.prepare = (sql: string) => {
    let statement = cache.get(sql)
    if (statement) {
      cache.delete(sql)
    } else {
      statement = prepare(sql)
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!)
    }
    cache.set(sql, statement)
    return statement
  }
}

const dbConfig = defineConfig({
  connection: settings.dbConnection,
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: { filename: apiPath(settings.sqliteFile) },
      useNullAsDefault: true,
      pool: {
        afterCreate: (conn: any, done: (error: Error | null, conn: any) => void) => {
          conn.pragma('foreign_keys = ON')
          conn.pragma('journal_mode = WAL')
          conn.pragma('synchronous = NORMAL')
          conn.pragma('busy_timeout = 5000')
          // 64 MiB of page cache and reads through mmap: list pages come from memory, not from read calls.
          conn.pragma('cache_size = -65536')
          conn.pragma('mmap_size = 268435456')
          beginWithWriteLock(conn)
          cachePreparedStatements(conn)
          done(null, conn)
        },
      },
      migrations,
      seeders,
    },
    mysql: {
      client: 'mysql2',
      connection: { ...settings.mysql, charset: 'utf8mb4', timezone: 'Z', dateStrings: false },
      pool: { min: 2, max: 20 },
      migrations,
      seeders,
    },
  },
})

export default dbConfig
