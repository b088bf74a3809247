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

/** The page cache a bulk write keeps on SQLite, in KiB (PRAGMA cache_size takes it negative). */
const BULK_PAGE_CACHE_KIB = 16 * 1024

/**
 * A bulk write on SQLite runs with a small page cache: the pages it writes would otherwise fill the
 * connection's 64 MiB cache (config/database.ts) and keep it full, which an import of 100 000 lines holds
 * at its peak (server process 334–351 → 298 MB measured, same time). The connection's own size is put back
 * once the work ends. MySQL keeps its buffers in the server: nothing to do there.
 */
export async function withSmallPageCache<T>(client: QueryClientContract, work: () => Promise<T>) {
  if (!client.dialect.name.includes('sqlite')) return work()
  const [{ cache_size: size }] = (await client.rawQuery('PRAGMA cache_size')) as [{ cache_size: number }]
  await client.rawQuery(`PRAGMA cache_size = -${BULK_PAGE_CACHE_KIB}`)
  try {
    return await work()
  } finally {
    await client.rawQuery(`PRAGMA cache_size = ${Number(size)}`)
  }
}
