import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import db from '@adonisjs/lucid/services/db'

/** What an archive holds, checked again when it is restored. */
export interface Manifest {
  format: 1
  createdAt: string
  appVersion: string
  engine: 'sqlite' | 'mysql'
  database: { entry: string; sha256: string }
  /** Rows per table in the database copied. */
  tables: Record<string, number>
  files: { key: string; size: number; sha256: string }[]
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

export async function sha256OfFile(path: string) {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(path)) hash.update(chunk)
  return hash.digest('hex')
}

/** The tables of a connection (Lucid's own migration tables included), by name. */
export async function tableNames(connection: string) {
  const client = db.connection(connection)
  if (client.dialect.name === 'sqlite3' || client.dialect.name === 'better-sqlite3') {
    const rows = await client.rawQuery(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name"
    )
    return (rows as { name: string }[]).map((row) => row.name)
  }
  const [rows] = await client.rawQuery(
    "select table_name as name from information_schema.tables where table_schema = database() and table_type = 'BASE TABLE' order by table_name"
  )
  return (rows as { name: string }[]).map((row) => row.name)
}

export async function rowCounts(connection: string) {
  const counts: Record<string, number> = {}
  for (const table of await tableNames(connection)) {
    const row = await db.connection(connection).from(table).count('* as total').first()
    counts[table] = Number(row?.total ?? 0)
  }
  return counts
}

/** The tables whose counts differ from the manifest's, as `table: expected → found`. */
export function countDifferences(expected: Record<string, number>, found: Record<string, number>) {
  return Object.entries(expected)
    .filter(([table, count]) => found[table] !== count)
    .map(([table, count]) => `${table}: ${count} → ${found[table] ?? 'missing'}`)
}
