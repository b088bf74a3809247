import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A keyword of thousands of matches ("nova 12", "samsung" on the large seed): the search scored and
 * sorted every match to serve a page of 40. Within one word's index rows, the relevance order of the products
 * that match the keyword by that word alone is fixed by the row itself: in the label first, then the word
 * naming the whole model (a model of that one word), then popularity, label and id
 * (#services/product_search/relevance searchOrder). This index keeps each word's rows in that order, so that a
 * search reads the best rows of a word off the index and stops (#services/product_search/top_k); it covers
 * every column the ranking reads and replaces search_words_ranking (migration 0098). The new column is that
 * second key, written by the same writers as the others (app/services/product_search/search_index.ts).
 * The categories under an inactive one, which a customer's search leaves out, are read once per search from
 * the inactive ones of the account: an index finds those (none, most of the time) without reading them all.
 */
const RANK_ORDER = (sqlite: boolean) =>
  [
    'account_id',
    'word',
    'status',
    'in_label DESC',
    'completes_model DESC',
    'popularity DESC',
    sqlite ? 'label COLLATE NOCASE' : 'label',
    'product_id',
    'category_id',
    'in_model',
    'model_words',
  ].join(', ')

const RANKING = [
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
      table.boolean('completes_model').notNullable().defaultTo(false)
    })
    this.schema.raw('UPDATE search_words SET completes_model = 1 WHERE in_model = 1 AND model_words = 1')
    this.schema.raw('DROP INDEX search_words_ranking' + (sqlite ? '' : ' ON search_words'))
    this.schema.raw(`CREATE INDEX search_words_rank_order ON search_words (${RANK_ORDER(sqlite)})`)
    this.schema.alterTable('categories', (table) => {
      table.index(['account_id', 'status'], 'categories_account_status_index')
    })
    this.defer(async (db) => {
      const analyzed = sqlite
        ? (await db.rawQuery("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_stat1'"))
            .length > 0
        : false
      if (analyzed) await db.rawQuery('ANALYZE search_words')
    })
  }

  async down() {
    const sqlite = this.db.dialect.name.includes('sqlite')
    this.schema.alterTable('categories', (table) => {
      table.dropIndex([], 'categories_account_status_index')
    })
    this.schema.raw('DROP INDEX search_words_rank_order' + (sqlite ? '' : ' ON search_words'))
    this.schema.raw(
      `CREATE INDEX search_words_ranking ON search_words (${RANKING.map((column) =>
        column === 'label' && sqlite ? 'label COLLATE NOCASE' : column
      ).join(', ')})`
    )
    this.schema.alterTable('search_words', (table) => {
      table.dropColumn('completes_model')
    })
  }
}
