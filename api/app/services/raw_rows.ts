import db from '@adonisjs/lucid/services/db'
import { settings } from '#config/settings'

type Binding = string | number | null
type Pool = { numUsed(): number; numPendingAcquires(): number }
type SqliteConnection = { open: boolean; prepare(sql: string): { all(bindings: Binding[]): any[] } }
type KnexClient = {
  pool?: Pool
  acquireConnection(): Promise<any>
  releaseConnection(connection: unknown): Promise<unknown>
  emit(event: 'query', statement: object): boolean
}

/** The connection each SQLite pool lent here last; a pool closes a connection it drops. */
const lentBy = new WeakMap<Pool, SqliteConnection>()

/**
 * SQLite's connection while its pool lends it to nobody and nobody waits for it. better-sqlite3 answers
 * synchronously, so a statement run on it then is the same as borrowing it and giving it back: no other code
 * can run in between. Borrowing through the pool (tarn: a pending operation with its own timer and a chain of
 * promises) cost more CPU than a health check's `select 1`.
 */
function idleSqliteConnection(pool: Pool | undefined) {
  if (!pool || pool.numUsed() > 0 || pool.numPendingAcquires() > 0) return null
  const connection = lentBy.get(pool)
  return connection?.open ? connection : null
}

/**
 * The rows of a SELECT on a connection of the driver: better-sqlite3's (synchronous) or mysql2's. The statement
 * is told to knex's `query` listeners first, as knex tells them its own (the tests count statements there).
 */
function select<Row>(
  client: KnexClient,
  connection: any,
  sql: string,
  bindings: Binding[]
): Row[] | Promise<Row[]> {
  client.emit('query', {
    __knexUid: connection.__knexUid,
    __knexTxId: connection.__knexTxId,
    method: 'raw',
    sql,
    bindings,
  })
  if (settings.dbConnection === 'sqlite') return (connection as SqliteConnection).prepare(sql).all(bindings)
  return new Promise((resolve, reject) => {
    connection.query(sql, bindings, (error: Error | null, rows: Row[]) =>
      error ? reject(error) : resolve(rows)
    )
  })
}

/**
 * The rows of a SELECT whose SQL text is ready (the few statements every request runs, where compiling a query
 * builder costs more than running it), run through the driver on a connection of the application's pool: the
 * pool every query waits for, or the transaction of the tests. Through Lucid's raw query and knex's runner a
 * `select 1` cost ten times the driver's own CPU on SQLite. A connection the driver found broken
 * goes back to the pool, which checks each one before lending it again. Not in Lucid's debug log of queries.
 */
export async function rawRows<Row = Record<string, any>>(
  sql: string,
  bindings: Binding[] = []
): Promise<Row[]> {
  const client: KnexClient = db.connection().getWriteClient().client
  const idle = settings.dbConnection === 'sqlite' ? idleSqliteConnection(client.pool) : null
  if (idle) return select<Row>(client, idle, sql, bindings)

  const connection = await client.acquireConnection()
  try {
    const rows = await select<Row>(client, connection, sql, bindings)
    if (settings.dbConnection === 'sqlite' && client.pool) lentBy.set(client.pool, connection)
    return rows
  } finally {
    await client.releaseConnection(connection)
  }
}

/**
 * How many rows an update or a delete changed: knex answers a number, or an array holding it, depending on
 * the engine and the statement.
 */
export const changedRows = (result: unknown) => Number(Array.isArray(result) ? result[0] : result)
