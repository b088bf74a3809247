import { spawn, spawnSync } from 'node:child_process'
import { createReadStream, createWriteStream } from 'node:fs'
import { createInterface } from 'node:readline'
import { createRequire } from 'node:module'
import db from '@adonisjs/lucid/services/db'
import { apiPath, settings } from '#config/settings'
import { rowCounts } from '#services/backup/manifest'

/**
 * A consistent copy of the database taken while the product writes: SQLite's online backup (better-sqlite3),
 * every page in one step so that no write of another process restarts it; on MySQL/MariaDB mariadb-dump in
 * one transaction (`--single-transaction`), one INSERT per row so the rows it holds can be counted.
 */
interface SqliteHandle {
  backup(
    target: string,
    options: { progress: (info: { remainingPages: number }) => number }
  ): Promise<unknown>
  close(): void
}
const Database = createRequire(import.meta.url)('better-sqlite3') as new (
  file: string,
  options: { fileMustExist: boolean }
) => SqliteHandle

export const sqliteFile = () => apiPath(settings.sqliteFile)

export async function copySqlite(target: string) {
  const source = new Database(sqliteFile(), { fileMustExist: true })
  try {
    await source.backup(target, { progress: ({ remainingPages }) => Math.max(remainingPages, 1) })
  } finally {
    source.close()
  }
  const name = 'backup_copy'
  db.manager.add(name, { client: 'better-sqlite3', connection: { filename: target }, useNullAsDefault: true })
  try {
    return await rowCounts(name)
  } finally {
    await db.manager.release(name)
  }
}

export const MYSQL_CLIENT_MISSING =
  'mariadb-dump (or mysqldump) is not installed: install the MariaDB client (apt-get install mariadb-client) ' +
  'or back the database up with your provider’s tool (a consistent snapshot), then copy the stored files.'

/** The MariaDB client's programs, or undefined when neither name is installed. */
export function mysqlTool(names: string[]) {
  return names.find((name) => spawnSync(name, ['--version'], { stdio: 'ignore' }).status === 0)
}

function connectionArguments() {
  const { host, port, user, password, database } = settings.mysql
  return {
    args: [`--host=${host}`, `--port=${port}`, `--user=${user}`],
    env: { MYSQL_PWD: password },
    database,
  }
}

export async function dumpMysql(target: string) {
  const dump = mysqlTool(['mariadb-dump', 'mysqldump'])
  if (!dump) throw new Error(MYSQL_CLIENT_MISSING)
  const { args, env, database } = connectionArguments()
  const child = spawn(
    dump,
    [...args, '--single-transaction', '--skip-extended-insert', '--routines', '--triggers', database],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] }
  )
  child.stdout.pipe(createWriteStream(target))
  const code = await new Promise<number>((resolve) => child.on('close', (status) => resolve(status ?? 1)))
  if (code !== 0) throw new Error(`${dump} failed (${code})`)
  return countInserts(target)
}

/** Rows per table of a dump written with one INSERT per row; tables without any are listed with 0. */
export async function countInserts(path: string) {
  const counts: Record<string, number> = {}
  for await (const line of createInterface({ input: createReadStream(path) })) {
    const table = /^CREATE TABLE `([^`]+)`/.exec(line)?.[1]
    if (table) counts[table] ??= 0
    const inserted = /^INSERT INTO `([^`]+)`/.exec(line)?.[1]
    if (inserted) counts[inserted] = (counts[inserted] ?? 0) + 1
  }
  return counts
}

/** Loads a dump into the configured database with the MariaDB client. */
export async function loadMysql(path: string) {
  const client = mysqlTool(['mariadb', 'mysql'])
  if (!client) throw new Error(MYSQL_CLIENT_MISSING)
  const { args, env, database } = connectionArguments()
  const child = spawn(client, [...args, database], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'inherit', 'inherit'],
  })
  createReadStream(path).pipe(child.stdin)
  const code = await new Promise<number>((resolve) => child.on('close', (status) => resolve(status ?? 1)))
  if (code !== 0) throw new Error(`${client} failed to load the dump (${code})`)
}
