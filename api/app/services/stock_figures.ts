import type { Knex } from 'knex'
import type Stock from '#models/stock'
import type { Actor } from '#services/actor'
import type { PlainRecord } from '#services/plain_records'
import { tenancy } from '#services/tenancy/scopes'
import { visibilityOf } from '#services/tenancy/visibility'

/**
 * The stocks list's figures (part 1 §3 "Stock": item count and average age in days), one correlated
 * subquery per stock of the page. They count only the items the caller sees (the items scope of DESIGN §2),
 * so that a shared native stock shows a workshop its own items, the same number its lists show.
 * This is the one place the counts are made. Bulk-loaded rows may hold epoch milliseconds on SQLite.
 *
 * A caller whose items are those of some destination workshops (a workshop role, a super admin: every
 * workshop) reads the counts kept per stock and destination workshop (services/kept_counts.ts), a few rows
 * per stock, summed over the workshops it sees (the same condition as the items scope, on the same column).
 * A workshop role's workshops, when read first (`tenancy.ownWorkshopIds`), are given as values: MariaDB
 * ran the page with `IN (subquery)` a third slower on the large seed than with the values.
 * Any other caller's items are scoped through their buy-backs or stores: those are counted from the items.
 */
export function withStockFigures<Q extends { select(...columns: any[]): Q; client: any }>(
  query: Q,
  actor: Actor,
  workshopIds: number[] | null = null
) {
  const sqlite = query.client.dialect.name.includes('sqlite')
  const knex = query.client.getWriteClient() as Knex
  if (keptCountsServe(actor)) return withKeptFigures(query, actor, knex, sqlite, workshopIds)
  const ageDays = sqlite
    ? `julianday('now') - CASE WHEN typeof(items.stock_entered_at) = 'integer'
        THEN items.stock_entered_at / 86400000.0 + 2440587.5 ELSE julianday(items.stock_entered_at) END`
    : `TIMESTAMPDIFF(SECOND, items.stock_entered_at, UTC_TIMESTAMP()) / 86400`
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

/** Whether the caller's items are those of a set of destination workshops (tenancy.itemRows). */
function keptCountsServe(actor: Actor) {
  const visibility = visibilityOf(actor)
  return (
    visibility.kind === 'everything' ||
    visibility.kind === 'workshops' ||
    (visibility.kind === 'subtree' && actor.module === 'rps')
  )
}

function withKeptFigures<Q extends { select(...columns: any[]): Q }>(
  query: Q,
  actor: Actor,
  knex: Knex,
  sqlite: boolean,
  workshopIds: number[] | null
) {
  const nowSeconds = sqlite
    ? `CAST(strftime('%s', 'now') AS INTEGER)`
    : `TIMESTAMPDIFF(SECOND, '1970-01-01 00:00:00', UTC_TIMESTAMP())`
  // Named `items`, the counts take the items scope itself: its condition is on destination_warehouse_id.
  const counts = () =>
    tenancy.itemRows(
      knex.from({ items: 'stock_item_counts' }).whereRaw('items.stock_id = stocks.id'),
      actor,
      workshopIds
    )
  return query.select(
    'stocks.*',
    counts().select(knex.raw('COALESCE(SUM(items.item_count), 0)')).as('item_count'),
    counts()
      .select(
        knex.raw(
          `(${nowSeconds} - SUM(items.entered_seconds) * 1.0 / NULLIF(SUM(items.entered_count), 0)) / 86400.0`
        )
      )
      .as('average_age_days')
  )
}

/** A stock with its figures: the model, or a list row read as plain data (services/plain_records.ts). */
export function presentStock(stock: PlainRecord<typeof Stock>) {
  const age = stock.$extras.average_age_days
  return {
    id: stock.id,
    accountId: stock.accountId,
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
