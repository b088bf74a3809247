import db from '@adonisjs/lucid/services/db'

/**
 * The rows of a SQL text run as it is, for the few queries every request makes, where compiling a query
 * builder costs more than running the query. better-sqlite3 answers rows, mysql2 answers [rows, fields].
 */
export async function rawRows<Row = Record<string, any>>(sql: string, bindings: unknown[]): Promise<Row[]> {
  const result = await db.rawQuery(sql, bindings as any[])
  return Array.isArray(result[0]) ? result[0] : result
}

/**
 * How many rows an update or a delete changed: knex answers a number, or an array holding it, depending on
 * the engine and the statement.
 */
export const changedRows = (result: unknown) => Number(Array.isArray(result) ? result[0] : result)
