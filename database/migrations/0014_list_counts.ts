import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Exact list totals without counting half a catalogue on every page (budget):
 * - list_versions holds a version per data set (e.g. `products:<accountId>`), bumped in the same
 *   transaction as every write to that set;
 * - list_counts keeps the total of a count query (its key is a hash of the SQL and bindings) for the
 *   version it was counted at; a total is only read back while its version is still the current one.
 * Also the index that lets a category filter count products without reading the table.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('list_versions', (table) => {
      table.string('name', 64).primary()
      table.bigInteger('version').notNullable().defaultTo(1)
    })
    this.schema.createTable('list_counts', (table) => {
      table.string('cache_key', 64).primary()
      table.string('name', 64).notNullable()
      table.bigInteger('version').notNullable()
      table.integer('total').notNullable()
      table.index(['name', 'version'])
    })
    this.schema.alterTable('products', (table) => {
      table.index(['account_id', 'category_id', 'status'], 'products_account_category_status_index')
    })
  }

  async down() {
    this.schema.alterTable('products', (table) => {
      table.dropIndex(['account_id', 'category_id', 'status'], 'products_account_category_status_index')
    })
    this.schema.dropTable('list_counts')
    this.schema.dropTable('list_versions')
  }
}
