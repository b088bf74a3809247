import { BaseSchema } from '@adonisjs/lucid/schema'
import { WORD_LENGTH } from '#services/product_search/search_index'

/**
 * Search relevance. The relevance search keeps its own index, tokenised in TypeScript so that
 * SQLite and MariaDB hold the same tokens (app/services/product_search/search_index.ts):
 * - search_words: each token of each product, in the label or the model or not;
 * - search_vocabulary: the words of letters of each account's catalogue, where prefixes and typos are found;
 * - search_synonyms: an account's synonyms ("ps5" → "playstation 5"), edited in the settings.
 * Words compare byte by byte on both engines (utf8mb4_bin on MariaDB), so a prefix is a range of the index.
 * The products already there are indexed by migration 0098, once the index rows have all their columns
 * (the indexing code writes today's rows).
 */
export default class extends BaseSchema {
  async up() {
    const mysql = !this.db.dialect.name.includes('sqlite')
    this.schema.createTable('search_words', (table) => {
      table.integer('account_id').unsigned().notNullable()
      table.uuid('product_id').notNullable().references('id').inTable('products').onDelete('CASCADE')
      const word = table.string('word', WORD_LENGTH).notNullable()
      if (mysql) word.collate('utf8mb4_bin')
      table.boolean('in_label').notNullable()
      table.boolean('in_model').notNullable()
      table.integer('model_words').notNullable()
      table.primary(['product_id', 'word'])
      // Covering: a search reads the words' rows from the index alone (30k random row reads on MariaDB
      // for a word of many products otherwise).
      table.index(
        ['account_id', 'word', 'product_id', 'in_label', 'in_model', 'model_words'],
        'search_words_account_word_covering'
      )
    })
    this.schema.createTable('search_vocabulary', (table) => {
      table.integer('account_id').unsigned().notNullable()
      const word = table.string('word', WORD_LENGTH).notNullable()
      if (mysql) word.collate('utf8mb4_bin')
      table.integer('length').notNullable()
      table.primary(['account_id', 'word'])
      table.index(['account_id', 'length'])
    })
    this.schema.createTable('search_synonyms', (table) => {
      table.increments('id')
      table
        .integer('account_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('accounts')
        .onDelete('CASCADE')
      // Compared as bytes like the vocabulary (the two are read in one UNION).
      const term = table.string('term', 100).notNullable()
      if (mysql) term.collate('utf8mb4_bin')
      table.string('replacement', 255).notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['account_id', 'term'])
    })
  }

  async down() {
    this.schema.dropTable('search_synonyms')
    this.schema.dropTable('search_vocabulary')
    this.schema.dropTable('search_words')
  }
}
