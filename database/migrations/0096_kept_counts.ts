import { BaseSchema } from '@adonisjs/lucid/schema'
import { enteredSecondsSql, recountCategoryProducts, recountStockItems } from '#services/kept_counts'

/**
 * Counts kept with the rows they count (services/kept_counts.ts says what each holds and who reads
 * it): product counts per category, item counts per stock and destination workshop, kept by triggers in
 * the statement of every product and item write, then taken once from the rows.
 *
 * MariaDB runs foreign-key cascades without firing triggers: an item deleted with its buy-back is taken
 * off by a trigger on buybacks there (SQLite fires the items trigger on the cascade itself). Products and
 * stocks are not deleted by cascades; a category or a stock goes with its counts (cascade on the counts).
 */
type Row = 'NEW' | 'OLD'

const createTrigger = (sqlite: boolean, name: string, when: string, condition: string, body: string[]) =>
  sqlite
    ? `CREATE TRIGGER ${name} ${when} FOR EACH ROW WHEN ${condition} BEGIN ${body.map((one) => `${one};`).join(' ')} END`
    : `CREATE TRIGGER ${name} ${when} FOR EACH ROW BEGIN IF ${condition} THEN ${body
        .map((one) => `${one};`)
        .join(' ')} END IF; END`

const published = (row: Row) => `(CASE WHEN ${row}.status = 'published' THEN 1 ELSE 0 END)`

function addProduct(sqlite: boolean) {
  const conflict = sqlite ? 'ON CONFLICT(category_id) DO UPDATE SET' : 'ON DUPLICATE KEY UPDATE'
  return `INSERT INTO category_product_counts (category_id, product_count, published_product_count)
    VALUES (NEW.category_id, 1, ${published('NEW')}) ${conflict} product_count = product_count + 1,
    published_product_count = published_product_count + ${published('NEW')}`
}

const removeProduct = () =>
  `UPDATE category_product_counts SET product_count = product_count - 1,
    published_product_count = published_product_count - ${published('OLD')} WHERE category_id = OLD.category_id`

const entered = (row: Row) => `(CASE WHEN ${row}.stock_entered_at IS NULL THEN 0 ELSE 1 END)`

function addItem(sqlite: boolean) {
  const conflict = sqlite
    ? 'ON CONFLICT(stock_id, destination_warehouse_id) DO UPDATE SET'
    : 'ON DUPLICATE KEY UPDATE'
  const seconds = enteredSecondsSql(sqlite, 'NEW.stock_entered_at')
  // INSERT … SELECT … WHERE: SQLite reads ON CONFLICT after a SELECT only once it has a WHERE.
  return `INSERT INTO stock_item_counts (stock_id, destination_warehouse_id, item_count, entered_count, entered_seconds)
    SELECT NEW.stock_id, COALESCE(NEW.destination_warehouse_id, 0), 1, ${entered('NEW')}, ${seconds}
    ${sqlite ? '' : 'FROM DUAL'} WHERE NEW.stock_id IS NOT NULL
    ${conflict} item_count = item_count + 1, entered_count = entered_count + ${entered('NEW')},
    entered_seconds = entered_seconds + ${seconds}`
}

const removeItem = (sqlite: boolean, row: Row) =>
  `UPDATE stock_item_counts SET item_count = item_count - 1,
    entered_count = entered_count - ${entered(row)},
    entered_seconds = entered_seconds - ${enteredSecondsSql(sqlite, `${row}.stock_entered_at`)}
    WHERE stock_id = ${row}.stock_id AND destination_warehouse_id = COALESCE(${row}.destination_warehouse_id, 0)`

const itemMoved = (sqlite: boolean) => {
  const differs = (column: string) =>
    sqlite ? `OLD.${column} IS NOT NEW.${column}` : `NOT (OLD.${column} <=> NEW.${column})`
  return `(${['stock_id', 'destination_warehouse_id', 'stock_entered_at'].map(differs).join(' OR ')})`
}

const productMoved = (sqlite: boolean) =>
  sqlite
    ? '(OLD.category_id IS NOT NEW.category_id OR OLD.status IS NOT NEW.status)'
    : '(NOT (OLD.category_id <=> NEW.category_id) OR NOT (OLD.status <=> NEW.status))'

function triggers(sqlite: boolean) {
  const list = [
    createTrigger(sqlite, 'kept_count_products_ins', 'AFTER INSERT ON products', '1 = 1', [
      addProduct(sqlite),
    ]),
    createTrigger(sqlite, 'kept_count_products_upd', 'AFTER UPDATE ON products', productMoved(sqlite), [
      removeProduct(),
      addProduct(sqlite),
    ]),
    createTrigger(sqlite, 'kept_count_products_del', 'AFTER DELETE ON products', '1 = 1', [removeProduct()]),
    createTrigger(sqlite, 'kept_count_items_ins', 'AFTER INSERT ON items', 'NEW.stock_id IS NOT NULL', [
      addItem(sqlite),
    ]),
    createTrigger(sqlite, 'kept_count_items_upd', 'AFTER UPDATE ON items', itemMoved(sqlite), [
      removeItem(sqlite, 'OLD'),
      addItem(sqlite),
    ]),
    createTrigger(sqlite, 'kept_count_items_del', 'AFTER DELETE ON items', 'OLD.stock_id IS NOT NULL', [
      removeItem(sqlite, 'OLD'),
    ]),
  ]
  if (!sqlite) {
    // The item a buy-back's deletion cascades to, which InnoDB deletes without firing kept_count_items_del.
    list.push(
      `CREATE TRIGGER kept_count_buybacks_del BEFORE DELETE ON buybacks FOR EACH ROW
        UPDATE stock_item_counts c JOIN items i ON i.stock_id = c.stock_id
          AND c.destination_warehouse_id = COALESCE(i.destination_warehouse_id, 0)
        SET c.item_count = c.item_count - 1,
          c.entered_count = c.entered_count - (CASE WHEN i.stock_entered_at IS NULL THEN 0 ELSE 1 END),
          c.entered_seconds = c.entered_seconds - ${enteredSecondsSql(false, 'i.stock_entered_at')}
        WHERE i.buyback_id = OLD.id`
    )
  }
  return list
}

const TRIGGERS = [
  'kept_count_products_ins',
  'kept_count_products_upd',
  'kept_count_products_del',
  'kept_count_items_ins',
  'kept_count_items_upd',
  'kept_count_items_del',
  'kept_count_buybacks_del',
]

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('category_product_counts', (table) => {
      table
        .integer('category_id')
        .unsigned()
        .primary()
        .references('id')
        .inTable('categories')
        .onDelete('CASCADE')
      table.integer('product_count').notNullable().defaultTo(0)
      table.integer('published_product_count').notNullable().defaultTo(0)
    })
    this.schema.createTable('stock_item_counts', (table) => {
      table
        .integer('stock_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('stocks')
        .onDelete('CASCADE')
      // The items' destination workshop, 0 for none (a key column: NULLs would never meet in the upsert).
      table.integer('destination_warehouse_id').unsigned().notNullable()
      table.integer('item_count').notNullable().defaultTo(0)
      table.integer('entered_count').notNullable().defaultTo(0)
      table.bigInteger('entered_seconds').notNullable().defaultTo(0)
      table.primary(['stock_id', 'destination_warehouse_id'])
    })
    this.defer(async (db) => {
      const sqlite = db.dialect.name.includes('sqlite')
      for (const statement of triggers(sqlite)) await db.rawQuery(statement)
      await recountCategoryProducts(db)
      await recountStockItems(db)
    })
  }

  async down() {
    this.defer(async (db) => {
      for (const name of TRIGGERS) await db.rawQuery(`DROP TRIGGER IF EXISTS ${name}`)
    })
    this.schema.dropTable('stock_item_counts')
    this.schema.dropTable('category_product_counts')
  }
}
