import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The relevance order counts each found product's buy-backs of the last 90 days. With the date
 * in the index, the count reads the index alone rather than every buy-back row of the product.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('buybacks', (table) => {
      table.index(['product_id', 'created_at'], 'buybacks_product_created_index')
    })
  }

  async down() {
    this.schema.alterTable('buybacks', (table) => {
      table.dropIndex(['product_id', 'created_at'], 'buybacks_product_created_index')
    })
  }
}
