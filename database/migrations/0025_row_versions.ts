import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * DESIGN.md §7: every row two people may edit at once carries a version, moved by each write under
 * `WHERE version = ?` (app/models/mixins/versioned.ts). Buy-backs, items, packages and item refurb steps
 * had theirs from the start (the status machine's lock); payments and the records of the configuration
 * forms get one here, replacing the comparison of `updated_at` to the second.
 */
const TABLES = [
  'payments',
  'accounts',
  'organization_root_details',
  'home_configs',
  'organizations',
  'users',
  'categories',
  'products',
  'diagnostic_questions',
  'circuits',
  'dispatch_circuit_rules',
  'warehouse_dispatch_rules',
  'payment_modes',
  'shipping_methods',
  'stocks',
  'refurb_steps',
  'refurb_diagnostic_questions',
]

export default class extends BaseSchema {
  async up() {
    for (const name of TABLES) {
      this.schema.alterTable(name, (table) => {
        table.integer('version').notNullable().defaultTo(1)
      })
    }
  }

  async down() {
    for (const name of TABLES) {
      this.schema.alterTable(name, (table) => {
        table.dropColumn('version')
      })
    }
  }
}
