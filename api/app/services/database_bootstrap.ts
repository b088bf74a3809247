import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import app from '@adonisjs/core/services/app'
import mysql from 'mysql2/promise'
import { settings } from '#config/settings'

/**
 * Makes sure the configured database can be connected to: the SQLite file's folder exists, or the MySQL
 * database is created when the server has none of that name.
 */
export async function ensureDatabaseExists() {
  if (settings.dbConnection === 'sqlite') {
    mkdirSync(dirname(app.makePath(settings.sqliteFile)), { recursive: true })
    return
  }
  const { database, ...server } = settings.mysql
  const connection = await mysql.createConnection(server)
  try {
    await connection.query(
      `CREATE DATABASE IF NOT EXISTS \`${database.replace(/`/g, '')}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`
    )
  } finally {
    await connection.end()
  }
}
