import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * `/items-stock` on SQLite: the list always asks for items with a stock (`stock_id IS NOT NULL`),
 * a few tens of thousands among a million items. SQLite chose the (stock_id, stock_entered_at) index for
 * that condition, read every shelved item and sorted them for each page. Two partial indexes of the shelved
 * items only, the workshops' first, let a page walk the index in the list's order and stop at the page, with
 * or without a status filter (EXPLAIN QUERY PLAN: no temporary B-tree).
 *
 * MariaDB has no partial index; it already walks (destination_warehouse_id, stock_entered_at) of 0040.
 * A database the large seed analyzed gets the new indexes' statistics at once (only theirs: they are small).
 */
const INDEXES = [
  ['items_on_shelves_status_index', 'destination_warehouse_id, status, stock_entered_at'],
  ['items_on_shelves_entered_index', 'destination_warehouse_id, stock_entered_at'],
] as const

export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      if (!db.dialect.name.includes('sqlite')) return
      for (const [name, columns] of INDEXES) {
        await db.rawQuery(`CREATE INDEX ${name} ON items (${columns}) WHERE stock_id IS NOT NULL`)
      }
      const analyzed = await db.rawQuery(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_stat1'"
      )
      if (analyzed.length) for (const [name] of INDEXES) await db.rawQuery(`ANALYZE ${name}`)
    })
  }

  async down() {
    this.defer(async (db) => {
      if (!db.dialect.name.includes('sqlite')) return
      for (const [name] of INDEXES) await db.rawQuery(`DROP INDEX IF EXISTS ${name}`)
    })
  }
}
