import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The product list filtered on one category and sorted by price or brand: with only a price index
 * MariaDB walked every product from the dearest down to find ten of the category;
 * with (category_id, sort) it reads those ten,
 * as (category_id, label) already gives for the sort by name. A category with subcategories keeps walking
 * the sort's index, which the planners still prefer there.
 */
const SQLITE_INDEXES = {
  products_category_price_a_index: 'products (category_id, buyback_price_grade_a)',
  products_category_brand_nocase: 'products (category_id, brand COLLATE NOCASE)',
}
const MYSQL_INDEXES = [
  ['category_id', 'buyback_price_grade_a'],
  ['category_id', 'brand'],
]

export default class extends BaseSchema {
  async up() {
    if (this.db.dialect.name.includes('sqlite')) {
      for (const [name, columns] of Object.entries(SQLITE_INDEXES)) {
        this.schema.raw(`CREATE INDEX ${name} ON ${columns}`)
      }
    } else {
      this.schema.alterTable('products', (table) => {
        for (const columns of MYSQL_INDEXES) table.index(columns)
      })
    }
  }

  async down() {
    if (this.db.dialect.name.includes('sqlite')) {
      for (const name of Object.keys(SQLITE_INDEXES)) this.schema.raw(`DROP INDEX ${name}`)
    } else {
      this.schema.alterTable('products', (table) => {
        for (const columns of MYSQL_INDEXES) table.dropIndex(columns)
      })
    }
  }
}
