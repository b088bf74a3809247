import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Stocks of a workshop account. Native stocks (to be verified, refurb completed, customer return, in
 * quarantine, to refurbish) are created with the account and can be neither renamed nor deleted.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('stocks', (table) => {
      table.increments('id')
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      table.integer('warehouse_id').unsigned().nullable().references('id').inTable('organizations')
      table.string('name', 255).notNullable()
      table.string('identifier', 64).nullable()
      table.string('location', 255).nullable()
      table.string('native_kind', 32).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['account_id', 'name'])
      table.index(['warehouse_id'])
    })

    this.schema.alterTable('organizations', (table) => {
      table.integer('stock_id').unsigned().nullable().references('id').inTable('stocks')
    })
  }

  async down() {
    const sqlite = this.db.dialect.name.includes('sqlite')
    this.schema.alterTable('organizations', (table) => {
      if (!sqlite) table.dropForeign(['stock_id'])
      table.dropColumn('stock_id')
    })
    this.schema.dropTable('stocks')
  }
}
