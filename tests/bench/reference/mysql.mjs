/*
 * The reference's MySQL/MariaDB: a mysql2 pool as large as the product's (20 connections per process,
 * api/config/database.ts) with its connection settings, each statement sent with pool.query as knex sends it.
 */
import { createRequire } from 'node:module'

const require = createRequire(new URL('../../../api/package.json', import.meta.url))
const mysql = require('mysql2')

const POOL_SIZE = 20

export function open() {
  const pool = mysql
    .createPool({
      host: process.env.DB_HOST ?? '127.0.0.1',
      port: Number(process.env.DB_PORT ?? 3306),
      user: process.env.DB_USER ?? 'root',
      password: process.env.DB_PASSWORD ?? '',
      database: process.env.DB_DATABASE,
      charset: 'utf8mb4',
      timezone: 'Z',
      dateStrings: false,
      connectionLimit: POOL_SIZE,
    })
    .promise()
  return {
    async query(sql, bindings) {
      const [rows] = await pool.query(sql, bindings)
      return rows
    },
    close: () => pool.end(),
  }
}
