import { BaseSchema } from '@adonisjs/lucid/schema'
import { recountItemStatuses } from '#services/kept_counts'

/**
 * Items counted per destination workshop and status (services/kept_counts.ts says who reads it):
 * the quarantine list of a workshop counted its 2,000 held items' index entries on every page, most of
 * the page's cost on MariaDB. Kept as 0096 keeps the stocks' counts, by triggers in the statement of every
 * item insert, update of its status or destination workshop, and delete, then taken once from the rows.
 *
 * MariaDB runs foreign-key cascades without firing triggers: the items a buy-back's deletion takes with it
 * are taken off by a trigger on buybacks there, BEFORE the buy-back goes (SQLite fires the items trigger
 * on the cascade itself). Each count is lowered by the number of the buy-back's items it counts (one item
 * per buy-back today), not once per count as a multi-table UPDATE would.
 */
type Row = 'NEW' | 'OLD'

const workshopOf = (row: Row) => `COALESCE(${row}.destination_warehouse_id, 0)`

function addItem(sqlite: boolean) {
  const conflict = sqlite
    ? 'ON CONFLICT(destination_warehouse_id, status) DO UPDATE SET'
    : 'ON DUPLICATE KEY UPDATE'
  return `INSERT INTO item_status_counts (destination_warehouse_id, status, item_count)
    VALUES (${workshopOf('NEW')}, NEW.status, 1) ${conflict} item_count = item_count + 1`
}

const removeItem = () =>
  `UPDATE item_status_counts SET item_count = item_count - 1
    WHERE destination_warehouse_id = ${workshopOf('OLD')} AND status = OLD.status`

const differs = (sqlite: boolean, column: string) =>
  sqlite ? `OLD.${column} IS NOT NEW.${column}` : `NOT (OLD.${column} <=> NEW.${column})`

const createTrigger = (sqlite: boolean, name: string, when: string, condition: string, body: string[]) =>
  sqlite
    ? `CREATE TRIGGER ${name} ${when} FOR EACH ROW WHEN ${condition} BEGIN ${body.map((one) => `${one};`).join(' ')} END`
    : `CREATE TRIGGER ${name} ${when} FOR EACH ROW BEGIN IF ${condition} THEN ${body
        .map((one) => `${one};`)
        .join(' ')} END IF; END`

function triggers(sqlite: boolean) {
  const moved = `(${differs(sqlite, 'status')} OR ${differs(sqlite, 'destination_warehouse_id')})`
  const list = [
    createTrigger(sqlite, 'kept_status_items_ins', 'AFTER INSERT ON items', '1 = 1', [addItem(sqlite)]),
    createTrigger(sqlite, 'kept_status_items_upd', 'AFTER UPDATE ON items', moved, [
      removeItem(),
      addItem(sqlite),
    ]),
    createTrigger(sqlite, 'kept_status_items_del', 'AFTER DELETE ON items', '1 = 1', [removeItem()]),
  ]
  if (!sqlite) {
    list.push(
      `CREATE TRIGGER kept_status_buybacks_del BEFORE DELETE ON buybacks FOR EACH ROW
        UPDATE item_status_counts c SET c.item_count = c.item_count - (
          SELECT COUNT(*) FROM items i WHERE i.buyback_id = OLD.id
            AND COALESCE(i.destination_warehouse_id, 0) = c.destination_warehouse_id AND i.status = c.status)
        WHERE (c.destination_warehouse_id, c.status) IN (
          SELECT COALESCE(i.destination_warehouse_id, 0), i.status FROM items i WHERE i.buyback_id = OLD.id)`
    )
  }
  return list
}

const TRIGGERS = [
  'kept_status_items_ins',
  'kept_status_items_upd',
  'kept_status_items_del',
  'kept_status_buybacks_del',
]

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('item_status_counts', (table) => {
      // The items' destination workshop, 0 for none (a key column: NULLs would never meet in the upsert).
      table.integer('destination_warehouse_id').unsigned().notNullable()
      table.string('status', 48).notNullable()
      table.integer('item_count').notNullable().defaultTo(0)
      table.primary(['destination_warehouse_id', 'status'])
    })
    this.defer(async (db) => {
      const sqlite = db.dialect.name.includes('sqlite')
      for (const statement of triggers(sqlite)) await db.rawQuery(statement)
      await recountItemStatuses(db)
    })
  }

  async down() {
    this.defer(async (db) => {
      for (const name of TRIGGERS) await db.rawQuery(`DROP TRIGGER IF EXISTS ${name}`)
    })
    this.schema.dropTable('item_status_counts')
  }
}
