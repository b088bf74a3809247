import { BaseSchema } from '@adonisjs/lucid/schema'

/** The language the customer used in the tunnel: documents and e-mails of the buy-back speak it (DESIGN.md §6). */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('customers', (table) => {
      table.string('language', 2).notNullable().defaultTo('fr')
    })
  }

  async down() {
    this.schema.alterTable('customers', (table) => {
      table.dropColumn('language')
    })
  }
}
