import type { Database } from '@adonisjs/lucid/database'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** Bulk inserts of the large seed: batched multi-row INSERTs, a transaction per few batches. */
export const BATCH = 1000
/** Batches per transaction: few enough commits to be fast, small enough to keep memory flat. */
export const BATCHES_PER_TRANSACTION = 20

/** One multi-row INSERT … VALUES with bindings (knex's SQLite multi-insert is a slow UNION ALL). */
export async function insertRows(
  trx: TransactionClientContract,
  table: string,
  rows: Record<string, unknown>[]
) {
  const columns = Object.keys(rows[0])
  const tuple = `(${columns.map(() => '?').join(',')})`
  const sql = `insert into ${table} (${columns.join(',')}) values ${rows.map(() => tuple).join(',')}`
  await trx.rawQuery(
    sql,
    rows.flatMap((row) => columns.map((column) => row[column] as any))
  )
}

/** A timestamp string as Lucid writes it, without building a Luxon object per row. */
export const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ')

export async function inBatches(
  db: Database,
  table: string,
  total: number,
  row: (index: number) => Record<string, unknown>,
  log: (line: string) => void
) {
  const chunk = BATCH * BATCHES_PER_TRANSACTION
  for (let start = 0; start < total; start += chunk) {
    await db.transaction(async (trx) => {
      if (!trx.dialect.name.includes('sqlite')) {
        // Bulk load of rows generated consistent: skip per-row key checks for this session.
        await trx.rawQuery('SET SESSION foreign_key_checks = 0, unique_checks = 0')
      }
      for (let batch = start; batch < Math.min(start + chunk, total); batch += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, total - batch) }, (_, offset) =>
          row(batch + offset)
        )
        await insertRows(trx, table, rows)
      }
    })
    log(`${table}: ${Math.min(start + chunk, total)} / ${total}`)
  }
}
