import { mkdirSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'
import mysql from 'mysql2/promise'
import { apiPath, settings } from '#config/settings'

/**
 * Makes sure the configured database can be connected to: the SQLite file's folder exists, or the MySQL
 * database is created when the server has none of that name. `fresh` starts from an empty database
 * (the test suite's throwaway one).
 */
export async function ensureDatabaseExists({ fresh = false } = {}) {
  if (settings.dbConnection === 'sqlite') {
    const file = apiPath(settings.sqliteFile)
    mkdirSync(dirname(file), { recursive: true })
    if (fresh) for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true })
    return
  }
  const { database, ...server } = settings.mysql
  const connection = await mysql.createConnection(server)
  const name = database.replace(/`/g, '')
  try {
    if (fresh) await connection.query(`DROP DATABASE IF EXISTS \`${name}\``)
    await connection.query(
      `CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`
    )
  } finally {
    await connection.end()
  }
}
