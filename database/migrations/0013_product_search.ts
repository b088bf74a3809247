import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What the product list and the product search need:
 * - composite indexes so that every filter and sort of the back-office list (status, price range,
 *   category, sort on brand, price or label) reads an index within the account;
 * - the keyword index of the search (label, brand, model, reference, EAN), and one on the label alone for
 *   the list's name filter: a FULLTEXT index on MySQL/MariaDB, an FTS5 table kept in sync by triggers on
 *   SQLite. app/services/product_search/ queries both the same way.
 */
const KEYWORD_COLUMNS = ['label', 'brand', 'modele', 'reference', 'ean_code']

/** MySQL's utf8mb4_unicode_ci columns already compare without case. */
const MYSQL_INDEXES = [
  ['account_id', 'status', 'brand'],
  ['account_id', 'status', 'buyback_price_grade_a'],
  ['account_id', 'brand'],
  ['account_id', 'buyback_price_grade_a'],
  ['category_id', 'label'],
]

const SQLITE_INDEXES = {
  products_account_status_label_nocase: 'products (account_id, status, label COLLATE NOCASE)',
  products_account_label_nocase: 'products (account_id, label COLLATE NOCASE)',
  products_account_status_brand_nocase: 'products (account_id, status, brand COLLATE NOCASE)',
  products_account_brand_nocase: 'products (account_id, brand COLLATE NOCASE)',
  products_account_status_price_a_index: 'products (account_id, status, buyback_price_grade_a)',
  products_account_price_a_index: 'products (account_id, buyback_price_grade_a)',
  products_category_label_nocase: 'products (category_id, label COLLATE NOCASE)',
  categories_label_nocase: 'categories (label COLLATE NOCASE)',
}

export default class extends BaseSchema {
  async up() {
    if (this.db.dialect.name.includes('sqlite')) {
      // Text sorts ignore case (SQLite: COLLATE NOCASE), so their indexes use the same collation.
      for (const [name, columns] of Object.entries(SQLITE_INDEXES)) {
        this.schema.raw(`CREATE INDEX ${name} ON ${columns}`)
      }
      this.sqliteKeywordTable()
    } else {
      this.schema.alterTable('products', (table) => {
        for (const columns of MYSQL_INDEXES) table.index(columns)
      })
      // Index the few English stop words too, so that a model named "One" or "Go" is found like on SQLite.
      this.schema.raw('SET SESSION innodb_ft_enable_stopword = OFF')
      this.schema.raw('ALTER TABLE products ADD FULLTEXT INDEX products_label_fulltext (label)')
      this.schema.raw(
        `ALTER TABLE products ADD FULLTEXT INDEX products_keyword_fulltext (${KEYWORD_COLUMNS.join(', ')})`
      )
    }
  }

  /**
   * FTS5 rows need an integer rowid that never changes; products has a UUID key (its implicit rowid may
   * change on VACUUM or a table rebuild), so product_fts_rows gives each product a stable row number.
   */
  private sqliteKeywordTable() {
    const columns = KEYWORD_COLUMNS.join(', ')
    const values = (row: string) => KEYWORD_COLUMNS.map((name) => `${row}.${name}`).join(', ')
    const rowOf = (id: string) => `(SELECT row_id FROM product_fts_rows WHERE product_id = ${id})`
    this.schema.raw(
      `CREATE TABLE product_fts_rows (row_id INTEGER PRIMARY KEY, product_id CHAR(36) NOT NULL UNIQUE)`
    )
    this.schema.raw(
      `CREATE VIRTUAL TABLE products_fts USING fts5(${columns}, tokenize = 'unicode61 remove_diacritics 2')`
    )
    this.schema.raw(`INSERT INTO product_fts_rows (product_id) SELECT id FROM products`)
    this.schema.raw(
      `INSERT INTO products_fts (rowid, ${columns})
        SELECT r.row_id, ${values('p')} FROM products p JOIN product_fts_rows r ON r.product_id = p.id`
    )
    this.schema.raw(
      `CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
        INSERT INTO product_fts_rows (product_id) VALUES (new.id);
        INSERT INTO products_fts (rowid, ${columns}) VALUES (${rowOf('new.id')}, ${values('new')});
      END`
    )
    this.schema.raw(
      `CREATE TRIGGER products_fts_update AFTER UPDATE OF ${columns} ON products BEGIN
        DELETE FROM products_fts WHERE rowid = ${rowOf('old.id')};
        INSERT INTO products_fts (rowid, ${columns}) VALUES (${rowOf('old.id')}, ${values('new')});
      END`
    )
    this.schema.raw(
      `CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
        DELETE FROM products_fts WHERE rowid = ${rowOf('old.id')};
        DELETE FROM product_fts_rows WHERE product_id = old.id;
      END`
    )
  }

  async down() {
    if (this.db.dialect.name.includes('sqlite')) {
      this.schema.raw('DROP TRIGGER IF EXISTS products_fts_delete')
      this.schema.raw('DROP TRIGGER IF EXISTS products_fts_update')
      this.schema.raw('DROP TRIGGER IF EXISTS products_fts_insert')
      this.schema.raw('DROP TABLE IF EXISTS products_fts')
      this.schema.raw('DROP TABLE IF EXISTS product_fts_rows')
      for (const name of Object.keys(SQLITE_INDEXES)) this.schema.raw(`DROP INDEX IF EXISTS ${name}`)
    } else {
      this.schema.raw('ALTER TABLE products DROP INDEX products_keyword_fulltext')
      this.schema.raw('ALTER TABLE products DROP INDEX products_label_fulltext')
      this.schema.alterTable('products', (table) => {
        for (const columns of MYSQL_INDEXES) table.dropIndex(columns)
      })
    }
  }
}
