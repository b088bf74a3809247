import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The back-office lists measured on the large seed, SQLite's plan per query:
 * - stocks: each stock's item count and average age read (stock_id, stock_entered_at) alone instead of
 *   every item row of the stock;
 * - categories by label: the account's categories walked in label order instead of sorted;
 * - entities in tree order: on SQLite, an index on the account and the entity's own path (the expression
 *   the list sorts by) gives the first page without sorting the account's entities.
 *   MariaDB indexes no expression, and a generated column cannot read the AUTO_INCREMENT id: it sorts.
 */
const TREE_ORDER = 'organizations_account_tree_order_index'

export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('items', (table) => table.index(['stock_id', 'stock_entered_at']))
    this.schema.alterTable('categories', (table) => table.index(['account_id', 'label']))
    if (this.db.dialect.name.includes('sqlite')) {
      this.schema.raw(`CREATE INDEX ${TREE_ORDER} ON organizations (account_id, (path || id || '/'))`)
    }
  }

  async down() {
    if (this.db.dialect.name.includes('sqlite')) this.schema.raw(`DROP INDEX ${TREE_ORDER}`)
    this.schema.alterTable('categories', (table) => table.dropIndex(['account_id', 'label']))
    this.schema.alterTable('items', (table) => table.dropIndex(['stock_id', 'stock_entered_at']))
  }
}
