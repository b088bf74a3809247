import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A category may require a completed data-erasure step before one of its items enters a sellable
 * stock ("validate all" of its refurbishment). Refurbishers are audited on it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('categories', (table) => {
      table.boolean('requires_data_erasure').notNullable().defaultTo(false)
    })
  }

  async down() {
    this.schema.alterTable('categories', (table) => {
      table.dropColumn('requires_data_erasure')
    })
  }
}
