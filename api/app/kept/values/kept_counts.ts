import type { KeptValue } from '#kept/kept_value'
import { upsert, type Row } from '#kept/triggers'

/**
 * Counts kept with the rows they count, by triggers in the statement of every product and item write, and
 * taken again from the rows each night (#kept/counts). MariaDB runs foreign-key cascades without firing
 * triggers: the items a buy-back's deletion takes with it are taken off by a trigger on buybacks there, before
 * the buy-back goes (SQLite fires the items trigger on the cascade itself). Products and stocks are not deleted
 * by cascades; a category or a stock goes with its counts (cascade on the counts).
 */
/** Seconds since 1970 of an item's `stock_entered_at` (SQLite bulk-loaded rows may hold epoch milliseconds). */
export function enteredSecondsSql(sqlite: boolean, column: string) {
  return sqlite
    ? `(CASE WHEN ${column} IS NULL THEN 0 WHEN typeof(${column}) = 'integer' THEN ${column} / 1000
        ELSE CAST(strftime('%s', ${column}) AS INTEGER) END)`
    : `COALESCE(TIMESTAMPDIFF(SECOND, '1970-01-01 00:00:00', ${column}), 0)`
}

const published = (row: Row) => `(CASE WHEN ${row}.status = 'published' THEN 1 ELSE 0 END)`

const addProduct = (sqlite: boolean) =>
  `INSERT INTO category_product_counts (category_id, product_count, published_product_count)
    VALUES (NEW.category_id, 1, ${published('NEW')}) ${sqlite ? 'ON CONFLICT(category_id) DO UPDATE SET' : 'ON DUPLICATE KEY UPDATE'} product_count = product_count + 1,
    published_product_count = published_product_count + ${published('NEW')}`

const removeProduct = () =>
  `UPDATE category_product_counts SET product_count = product_count - 1,
    published_product_count = published_product_count - ${published('OLD')} WHERE category_id = OLD.category_id`

export const categoryProductCounts: KeptValue = {
  name: 'category_product_counts',
  holds: 'per category, its products and its published products',
  store: 'category_product_counts',
  keptBy: 'triggers and nightly recount',
  triggers: [
    { table: 'products', event: 'ins', body: (sqlite) => [addProduct(sqlite)] },
    {
      table: 'products',
      event: 'upd',
      updated: ['category_id', 'status'],
      body: (sqlite) => [removeProduct(), addProduct(sqlite)],
    },
    { table: 'products', event: 'del', body: () => [removeProduct()] },
  ],
  readers: ['app/services/category_tree.ts'],
  notSources: {
    categories: 'the tree, not the count: category_tree_versions',
    diagnostic_questions: 'the tree, not the count: category_tree_versions',
    category_circuits: 'the tree, not the count: category_tree_versions',
    circuits: 'the tree, not the count: category_tree_versions',
  },
}

const entered = (row: Row) => `(CASE WHEN ${row}.stock_entered_at IS NULL THEN 0 ELSE 1 END)`

function addItem(sqlite: boolean) {
  const conflict = sqlite
    ? 'ON CONFLICT(stock_id, destination_warehouse_id) DO UPDATE SET'
    : 'ON DUPLICATE KEY UPDATE'
  const seconds = enteredSecondsSql(sqlite, 'NEW.stock_entered_at')
  return `INSERT INTO stock_item_counts (stock_id, destination_warehouse_id, item_count, entered_count, entered_seconds)
    SELECT NEW.stock_id, COALESCE(NEW.destination_warehouse_id, 0), 1, ${entered('NEW')}, ${seconds}
    ${sqlite ? '' : 'FROM DUAL'} WHERE NEW.stock_id IS NOT NULL
    ${conflict} item_count = item_count + 1, entered_count = entered_count + ${entered('NEW')},
    entered_seconds = entered_seconds + ${seconds}`
}

const removeItem = (sqlite: boolean) =>
  `UPDATE stock_item_counts SET item_count = item_count - 1,
    entered_count = entered_count - ${entered('OLD')},
    entered_seconds = entered_seconds - ${enteredSecondsSql(sqlite, 'OLD.stock_entered_at')}
    WHERE stock_id = OLD.stock_id AND destination_warehouse_id = COALESCE(OLD.destination_warehouse_id, 0)`

export const stockItemCounts: KeptValue = {
  name: 'stock_item_counts',
  holds:
    'per stock and destination workshop (0: none), its items, those entered and the sum of their entry dates',
  store: 'stock_item_counts',
  keptBy: 'triggers and nightly recount',
  triggers: [
    {
      table: 'items',
      event: 'ins',
      when: () => 'NEW.stock_id IS NOT NULL',
      body: (sqlite) => [addItem(sqlite)],
    },
    {
      table: 'items',
      event: 'upd',
      updated: ['stock_id', 'destination_warehouse_id', 'stock_entered_at'],
      body: (sqlite) => [removeItem(sqlite), addItem(sqlite)],
    },
    {
      table: 'items',
      event: 'del',
      when: () => 'OLD.stock_id IS NOT NULL',
      body: (sqlite) => [removeItem(sqlite)],
    },
    {
      table: 'buybacks',
      event: 'del',
      timing: 'BEFORE',
      engine: 'mysql',
      body: () => [
        `UPDATE stock_item_counts c JOIN items i ON i.stock_id = c.stock_id
          AND c.destination_warehouse_id = COALESCE(i.destination_warehouse_id, 0)
        SET c.item_count = c.item_count - 1,
          c.entered_count = c.entered_count - (CASE WHEN i.stock_entered_at IS NULL THEN 0 ELSE 1 END),
          c.entered_seconds = c.entered_seconds - ${enteredSecondsSql(false, 'i.stock_entered_at')}
        WHERE i.buyback_id = OLD.id`,
      ],
    },
  ],
  readers: ['app/services/stock_figures.ts'],
  notSources: {
    stocks: 'the rows the figures are given for, read with them',
    items: 'counted directly for callers whose items are not those of a set of workshops',
  },
}

const workshopOf = (row: Row) => `COALESCE(${row}.destination_warehouse_id, 0)`

const addStatus = (sqlite: boolean) =>
  `INSERT INTO item_status_counts (destination_warehouse_id, status, item_count)
    VALUES (${workshopOf('NEW')}, NEW.status, 1) ${upsert(sqlite, 'destination_warehouse_id, status', 'item_count = item_count + 1')}`

const removeStatus = () =>
  `UPDATE item_status_counts SET item_count = item_count - 1
    WHERE destination_warehouse_id = ${workshopOf('OLD')} AND status = OLD.status`

export const itemStatusCounts: KeptValue = {
  name: 'item_status_counts',
  holds: 'per destination workshop (0: none) and status, its items',
  store: 'item_status_counts',
  keptBy: 'triggers and nightly recount',
  triggers: [
    { table: 'items', event: 'ins', body: (sqlite) => [addStatus(sqlite)] },
    {
      table: 'items',
      event: 'upd',
      updated: ['status', 'destination_warehouse_id'],
      body: (sqlite) => [removeStatus(), addStatus(sqlite)],
    },
    { table: 'items', event: 'del', body: () => [removeStatus()] },
    {
      table: 'buybacks',
      event: 'del',
      timing: 'BEFORE',
      engine: 'mysql',
      // Each count is lowered by the number of the buy-back's items it counts, not once per count as a
      // multi-table UPDATE would.
      body: () => [
        `UPDATE item_status_counts c SET c.item_count = c.item_count - (
          SELECT COUNT(*) FROM items i WHERE i.buyback_id = OLD.id
            AND COALESCE(i.destination_warehouse_id, 0) = c.destination_warehouse_id AND i.status = c.status)
        WHERE (c.destination_warehouse_id, c.status) IN (
          SELECT COALESCE(i.destination_warehouse_id, 0), i.status FROM items i WHERE i.buyback_id = OLD.id)`,
      ],
    },
  ],
  readers: ['app/kept/counts.ts'],
  notSources: {
    category_product_counts: 'another kept count, recounted in the same place',
    stock_item_counts: 'another kept count, recounted in the same place',
    products: 'read by the recount of category_product_counts',
  },
}
