import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Between equal matches, the relevance order puts first the products bought back most in the
 * last 90 days. Counting them per found product at each search cost MariaDB a third of a search that
 * matches thousands of products: the count is kept on the product (services/product_search/popularity.ts),
 * one more with each buy-back and taken again each night.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('products', (table) => {
      table.integer('recent_buybacks').unsigned().notNullable().defaultTo(0)
    })
  }

  async down() {
    this.schema.alterTable('products', (table) => {
      table.dropColumn('recent_buybacks')
    })
  }
}
