import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Connectors. Two account admins may edit the same connector configuration at once: its row
 * carries a version (DESIGN.md §7), so the stale form is refused with 409 rather than overwriting.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('connector_configurations', (table) => {
      table.integer('version').notNullable().defaultTo(1)
      table.index(['account_id', 'connector'])
    })
  }

  async down() {
    this.schema.alterTable('connector_configurations', (table) => {
      table.dropIndex(['account_id', 'connector'])
      table.dropColumn('version')
    })
  }
}
