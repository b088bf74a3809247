import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import { settings } from '#config/settings'

/**
 * SQLite (better-sqlite3) is the embedded default; MySQL/MariaDB (mysql2) is the production engine.
 * Migrations and seeders live in the repository's database/ folder, shared by both.
 */
const migrations = { naturalSort: true, paths: ['../database/migrations'] }
const seeders = { paths: ['../database/seeders'] }

const dbConfig = defineConfig({
  connection: settings.dbConnection,
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: { filename: app.makePath(settings.sqliteFile) },
      useNullAsDefault: true,
      pool: {
        afterCreate: (conn: any, done: (error: Error | null, conn: any) => void) => {
          conn.pragma('foreign_keys = ON')
          conn.pragma('journal_mode = WAL')
          conn.pragma('synchronous = NORMAL')
          conn.pragma('busy_timeout = 5000')
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
