import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * DESIGN.md §5: a storefront visitor holds a signed token and has no user row; the carts it makes are
 * owned by its visitor id, which is how it reads them back with their documents.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('carts', (table) => {
      table.string('visitor_id', 32).nullable()
      table.index(['visitor_id'])
    })
  }

  async down() {
    this.schema.alterTable('carts', (table) => {
      table.dropIndex(['visitor_id'])
      table.dropColumn('visitor_id')
    })
  }
}
