/*
 * The reference's SQLite: better-sqlite3 on the benchmark file, one connection per process as knex gives the
 * product (its better-sqlite3 pool holds one), with the product's pragmas (api/config/database.ts) and its
 * prepared statements kept, as the product keeps them.
 */
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const require = createRequire(new URL('../../../api/package.json', import.meta.url))
const Database = require('better-sqlite3')

export function open() {
  const file = fileURLToPath(new URL(`../../../api/${process.env.SQLITE_FILE}`, import.meta.url))
  const db = new Database(file)
  db.pragma('foreign_keys = ON')
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('busy_timeout = 5000')
  db.pragma('cache_size = -65536')
  db.pragma('mmap_size = 268435456')
  const statements = new Map()
  return {
    /** The rows of one statement (a write answers its run info). */
    async query(sql, bindings) {
      let statement = statements.get(sql)
      if (!statement) statements.set(sql, (statement = db.prepare(sql)))
      return statement.reader ? statement.all(bindings) : statement.run(bindings)
    },
    close: () => db.close(),
  }
}
