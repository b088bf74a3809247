import type { Knex } from 'knex'
import type Stock from '#models/stock'
import type { Actor } from '#services/actor'
import type { PlainRecord } from '#services/plain_records'
import { tenancy } from '#services/tenancy/scopes'

/**
 * The stocks list's figures (part 1 §3 "Stock": item count and average age in days), one correlated
 * subquery per stock of the page. They count only the items the caller sees (the items scope of DESIGN §2),
 * so that a shared native stock shows a workshop its own items, the same number its lists show.
 * This is the one place the counts are made. Bulk-loaded rows may hold epoch milliseconds on SQLite.
 */
export function withStockFigures<Q extends { select(...columns: any[]): Q; client: any }>(
  query: Q,
  actor: Actor
) {
  const sqlite = query.client.dialect.name.includes('sqlite')
  const ageDays = sqlite
    ? `julianday('now') - CASE WHEN typeof(items.stock_entered_at) = 'integer'
        THEN items.stock_entered_at / 86400000.0 + 2440587.5 ELSE julianday(items.stock_entered_at) END`
    : `TIMESTAMPDIFF(SECOND, items.stock_entered_at, UTC_TIMESTAMP()) / 86400`
  const knex = query.client.getWriteClient() as Knex
  const visibleItems = () =>
    tenancy.itemRows(knex.from('items').whereRaw('items.stock_id = stocks.id'), actor)
  return query.select(
    'stocks.*',
    visibleItems().count('*').as('item_count'),
    visibleItems()
      .whereNotNull('items.stock_entered_at')
      .select(knex.raw(`AVG(${ageDays})`))
      .as('average_age_days')
  )
}

/** A stock with its figures: the model, or a list row read as plain data (services/plain_records.ts). */
export function presentStock(stock: PlainRecord<typeof Stock>) {
  const age = stock.$extras.average_age_days
  return {
    id: stock.id,
    updatedAt: stock.updatedAt?.toISO() ?? null,
    version: stock.version,
    name: stock.name,
    identifier: stock.identifier,
    location: stock.location,
    warehouseId: stock.warehouseId,
    native: stock.nativeKind !== null,
    nativeKind: stock.nativeKind,
    itemCount: Number(stock.$extras.item_count ?? 0),
    averageAgeDays: age === null || age === undefined ? null : Math.round(Number(age)),
  }
}
