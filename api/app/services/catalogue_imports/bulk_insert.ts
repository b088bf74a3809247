import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { StrictValues } from '@adonisjs/lucid/types/querybuilder'

/**
 * Rows of one shape inserted with one multi-row statement per `perStatement` rows: knex's own multi-row
 * insert goes through a slow `UNION ALL` on SQLite. The bound values stay below SQLite's 32 766 a statement
 * (and MySQL's 65 535) for rows of up to 60 columns at 500 a statement.
 */
export async function insertRows(
  client: QueryClientContract,
  table: string,
  rows: Record<string, unknown>[],
  perStatement = 500
) {
  if (rows.length === 0) return
  const columns = Object.keys(rows[0])
  const placeholders = `(${columns.map(() => '?').join(', ')})`
  const names = columns.map((column) => `\`${column}\``).join(', ')
  for (let start = 0; start < rows.length; start += perStatement) {
    const end = Math.min(rows.length, start + perStatement)
    const bindings: unknown[] = []
    for (let index = start; index < end; index++) {
      for (const column of columns) bindings.push(rows[index][column] ?? null)
    }
    await client.rawQuery(
      `INSERT INTO \`${table}\` (${names}) VALUES ${Array(end - start)
        .fill(placeholders)
        .join(', ')}`,
      // Lucid's binding type leaves out null, which both drivers bind as SQL NULL.
      bindings as StrictValues[]
    )
  }
}
