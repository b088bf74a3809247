import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * Counts kept with the rows they count (migration 0096), so that the categories tree and the
 * stocks list read a handful of rows instead of counting 100k products or 1M items on every visit:
 * - `category_product_counts`: per category, its own products, all of them (`product_count`) and those whose
 *   status is `published` (`published_product_count`); the tree adds them up along the lineage and per
 *   channel. A table of their own rather than columns of `categories`: a write to a category row bumps the
 *   account's estimation version (migration 0027's triggers) and takes the row the category form edits, and a
 *   product write must do neither;
 * - `stock_item_counts`: per stock and destination workshop (0 for none), its items (`item_count`), those
 *   with an entry date (`entered_count`) and the sum of those dates in seconds since 1970 (`entered_seconds`),
 *   whence the average age of the stocks list. The visibility of a workshop role is by destination workshop
 *   (services/tenancy/scopes.ts), so its counts are a sum over the rows of the workshops it sees;
 * - `item_status_counts` (migration 0103): per destination workshop (0 for none) and status, its items; the
 *   quarantine list of a workshop role sums them (`keptItemTotal`) instead of counting its held items.
 *
 * Database triggers (migration 0096) update them in the statement, so in the transaction, of every insert,
 * update and delete of a product or an item, whatever the write path (models, query builder, import, raw
 * bulk SQL). What a trigger cannot see is corrected each night by `recountKeptCounts` (the `kept_counts`
 * schedule): MariaDB runs foreign-key cascades without firing triggers (a buy-back deleted with its item),
 * and a row written with triggers dropped (a restore, a manual fix). The recount writes only the counts that
 * moved, in one transaction.
 */

/** Seconds since 1970 of an item's `stock_entered_at` (SQLite bulk-loaded rows may hold epoch milliseconds). */
export function enteredSecondsSql(sqlite: boolean, column: string) {
  return sqlite
    ? `(CASE WHEN ${column} IS NULL THEN 0 WHEN typeof(${column}) = 'integer' THEN ${column} / 1000
        ELSE CAST(strftime('%s', ${column}) AS INTEGER) END)`
    : `COALESCE(TIMESTAMPDIFF(SECOND, '1970-01-01 00:00:00', ${column}), 0)`
}

export async function recountCategoryProducts(client: QueryClientContract) {
  await client.rawQuery('DELETE FROM category_product_counts')
  await client.rawQuery(
    `INSERT INTO category_product_counts (category_id, product_count, published_product_count)
      SELECT category_id, COUNT(*), SUM(CASE WHEN status = 'published' THEN 1 ELSE 0 END)
      FROM products GROUP BY category_id`
  )
}

export async function recountItemStatuses(client: QueryClientContract) {
  await client.rawQuery('DELETE FROM item_status_counts')
  await client.rawQuery(
    `INSERT INTO item_status_counts (destination_warehouse_id, status, item_count)
      SELECT COALESCE(destination_warehouse_id, 0), status, COUNT(*)
      FROM items GROUP BY COALESCE(destination_warehouse_id, 0), status`
  )
}

/** How many items routed to these workshops have one of these statuses, as kept (item_status_counts). */
export async function keptItemTotal(workshopIds: number[], statuses: string[]) {
  if (!workshopIds.length || !statuses.length) return 0
  const [row] = await db
    .from('item_status_counts')
    .whereIn('destination_warehouse_id', workshopIds)
    .whereIn('status', statuses)
    .sum('item_count as total')
  return Number(row?.total ?? 0)
}

export async function recountStockItems(client: QueryClientContract) {
  const sqlite = client.dialect.name.includes('sqlite')
  await client.rawQuery('DELETE FROM stock_item_counts')
  await client.rawQuery(
    `INSERT INTO stock_item_counts (stock_id, destination_warehouse_id, item_count, entered_count, entered_seconds)
      SELECT stock_id, COALESCE(destination_warehouse_id, 0), COUNT(*), COUNT(stock_entered_at),
        SUM(${enteredSecondsSql(sqlite, 'stock_entered_at')})
      FROM items WHERE stock_id IS NOT NULL
      GROUP BY stock_id, COALESCE(destination_warehouse_id, 0)`
  )
}

/** Every kept count taken again from the rows, in one transaction (the nightly `kept_counts` job). */
export async function recountKeptCounts() {
  await db.transaction(async (trx) => {
    await recountCategoryProducts(trx)
    await recountStockItems(trx)
    await recountItemStatuses(trx)
  })
}
