import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { enteredSecondsSql } from '#kept/values/kept_counts'

export { enteredSecondsSql }

/**
 * The recounts of the counts kept by triggers (#kept/registry: category_product_counts, stock_item_counts,
 * item_status_counts), and their one reader that is not a list's own query. A trigger cannot see a cascade
 * on MariaDB (a buy-back deleted with its item) nor a row written with triggers dropped (a restore, a manual
 * fix): the nightly `kept_counts` schedule takes every count again from the rows, in one transaction.
 *
 * The counts have tables of their own rather than columns of `categories` or `stocks`: a write to a category
 * row moves the account's estimation version and takes the row the category form edits, and a product write
 * must do neither.
 */

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
