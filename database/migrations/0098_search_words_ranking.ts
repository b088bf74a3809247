import { BaseSchema } from '@adonisjs/lucid/schema'
import { indexMissingProducts } from '#services/product_search/search_index'

/**
 * A keyword of thousands of matches ("nova 12" on the large seed: 1.8 s at p95 on SQLite, none
 * answered in time on MariaDB). The relevance search grouped the words' rows from the index, then read
 * every matching product's row for its status, category, popularity and label (the filters and the end of
 * the relevance order), and ranked them all. The index rows now carry those four (copies kept by the same
 * writers: app/services/product_search/search_index.ts), so that a search ranks its matches on one index
 * range alone and reads only the page's products.
 */
const COVERING = [
  'account_id',
  'word',
  'status',
  'product_id',
  'in_label',
  'in_model',
  'model_words',
  'category_id',
  'popularity',
  'label',
]

export default class extends BaseSchema {
  async up() {
    const sqlite = this.db.dialect.name.includes('sqlite')
    this.schema.alterTable('search_words', (table) => {
      table.string('status', 16).notNullable().defaultTo('draft')
      table.integer('category_id').notNullable().defaultTo(0)
      table.integer('popularity').notNullable().defaultTo(0)
      // The products' label with its collation (the relevance order's last but one key).
      table.string('label', 255).notNullable().defaultTo('')
    })
    this.schema.raw(
      sqlite
        ? `UPDATE search_words SET status = products.status, category_id = products.category_id,
            popularity = products.recent_buybacks, label = products.label
            FROM products WHERE products.id = search_words.product_id`
        : `UPDATE search_words JOIN products ON products.id = search_words.product_id
            SET search_words.status = products.status, search_words.category_id = products.category_id,
            search_words.popularity = products.recent_buybacks, search_words.label = products.label`
    )
    this.schema.alterTable('search_words', (table) => {
      table.dropIndex([], 'search_words_account_word_covering')
    })
    // Covering: the ranking reads nothing else; the storefront's status narrows the range of each word.
    this.schema.raw(
      `CREATE INDEX search_words_ranking ON search_words (${COVERING.map((column) =>
        column === 'label' && sqlite ? 'label COLLATE NOCASE' : column
      ).join(', ')})`
    )
    this.defer(async (db) => {
      // Products written before migration 0050 ran (it indexed them itself before this one existed).
      await indexMissingProducts(db)
      const analyzed = sqlite
        ? (await db.rawQuery("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_stat1'"))
            .length > 0
        : false
      if (analyzed) await db.rawQuery('ANALYZE search_words')
    })
  }

  async down() {
    this.schema.raw(
      'DROP INDEX search_words_ranking' + (this.db.dialect.name.includes('sqlite') ? '' : ' ON search_words')
    )
    this.schema.alterTable('search_words', (table) => {
      table.index(
        ['account_id', 'word', 'product_id', 'in_label', 'in_model', 'model_words'],
        'search_words_account_word_covering'
      )
      table.dropColumn('status')
      table.dropColumn('category_id')
      table.dropColumn('popularity')
      table.dropColumn('label')
    })
  }
}
