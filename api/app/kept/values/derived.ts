import type { KeptValue } from '#kept/kept_value'
import { moved } from '#kept/triggers'

const ownPath = (sqlite: boolean) => (sqlite ? `NEW.path || NEW.id || '/'` : `CONCAT(NEW.path, NEW.id, '/')`)

/**
 * Each entity's own path (`path || id || '/'`, depth first) beside it, indexed by account, so that a page of
 * entities in tree order walks that index. A table of its own because only an AFTER INSERT trigger knows the
 * new id, and MariaDB refuses a trigger that writes to the table of its own statement; an entity's row goes
 * with it by the foreign key's cascade.
 */
export const organizationTreeOrder: KeptValue = {
  name: 'organization_tree_order',
  holds: "per entity, its account and its own path in the tree, the entities list's default order",
  store: 'organization_tree_order',
  keptBy: 'triggers',
  triggers: [
    {
      table: 'organizations',
      event: 'ins',
      body: (sqlite) => [
        `INSERT INTO organization_tree_order (organization_id, account_id, tree_path)
          VALUES (NEW.id, NEW.account_id, ${ownPath(sqlite)})`,
      ],
    },
    {
      table: 'organizations',
      event: 'upd',
      when: (sqlite) => moved(sqlite, ['path', 'account_id']),
      body: (sqlite) => [
        `UPDATE organization_tree_order SET account_id = NEW.account_id,
          tree_path = ${ownPath(sqlite)} WHERE organization_id = NEW.id`,
      ],
    },
  ],
  readers: ['app/queries/entities/tree_order.ts'],
  notSources: {
    organization_tree_order: 'the value itself',
    users: "what the entities' page shows beside the order, read each time",
    user_modules: "what the entities' page shows beside the order, read each time",
    warehouse_dispatch_rules: "what the entities' page shows beside the order, read each time",
  },
}

const KEYWORD_COLUMNS = ['label', 'brand', 'modele', 'reference', 'ean_code']
const values = (row: string) => KEYWORD_COLUMNS.map((name) => `${row}.${name}`).join(', ')
const rowOf = (id: string) => `(SELECT row_id FROM product_fts_rows WHERE product_id = ${id})`
const columns = KEYWORD_COLUMNS.join(', ')

/**
 * The products' keyword index on SQLite, an FTS5 table (MariaDB has a FULLTEXT index on the products
 * themselves). FTS5 rows need an integer rowid that never changes; products has a UUID key, so
 * product_fts_rows gives each product a stable row number.
 */
export const productsFts: KeptValue = {
  name: 'products_fts',
  holds: "per product, its keywords (label, brand, model, reference, EAN) in the search's FTS5 index",
  store: 'products_fts',
  keptBy: 'triggers',
  triggers: [
    {
      table: 'products',
      event: 'ins',
      engine: 'sqlite',
      body: () => [
        'INSERT INTO product_fts_rows (product_id) VALUES (NEW.id)',
        `INSERT INTO products_fts (rowid, ${columns}) VALUES (${rowOf('NEW.id')}, ${values('NEW')})`,
      ],
    },
    {
      table: 'products',
      event: 'upd',
      engine: 'sqlite',
      written: KEYWORD_COLUMNS,
      body: () => [
        `DELETE FROM products_fts WHERE rowid = ${rowOf('OLD.id')}`,
        `INSERT INTO products_fts (rowid, ${columns}) VALUES (${rowOf('OLD.id')}, ${values('NEW')})`,
      ],
    },
    {
      table: 'products',
      event: 'del',
      engine: 'sqlite',
      body: () => [
        `DELETE FROM products_fts WHERE rowid = ${rowOf('OLD.id')}`,
        'DELETE FROM product_fts_rows WHERE product_id = OLD.id',
      ],
    },
  ],
  readers: ['app/services/product_search/keyword_index.ts'],
  notSources: { products_fts: 'the value itself', product_fts_rows: 'its row numbers, kept with it' },
}
