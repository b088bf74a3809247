import { KEYWORD_FIELDS, keywordWords, type KeywordFields } from '#services/product_search/keyword'

/** What the keyword condition needs of a query builder; Lucid's and Knex's both have it. */
interface Where {
  where(callback: (group: any) => void): unknown
  whereRaw(sql: string, bindings: unknown[]): unknown
}

/**
 * The keyword condition on `products`, by engine. Both engines give the same products for the same data
 * (tests/functional/products/search.spec.ts runs on each): the words of #services/product_search/keyword
 * that can use the index match as prefixes of indexed words, the others as substrings of a field.
 */
export interface KeywordIndex {
  where(query: Where, indexed: string[], fields: KeywordFields): void
}

/** MySQL/MariaDB: FULLTEXT indexes products_keyword_fulltext and products_label_fulltext, boolean mode. */
const mysqlFulltext: KeywordIndex = {
  where(query, indexed, fields) {
    const columns = KEYWORD_FIELDS[fields].map((column) => `products.${column}`).join(', ')
    query.whereRaw(`MATCH (${columns}) AGAINST (? IN BOOLEAN MODE)`, [
      indexed.map((word) => `+${word}*`).join(' '),
    ])
  },
}

/** SQLite: the FTS5 table products_fts, linked to products through product_fts_rows. */
const sqliteFts5: KeywordIndex = {
  where(query, indexed, fields) {
    const column = fields === 'all' ? '' : `${KEYWORD_FIELDS[fields][0]} : `
    const match = indexed.map((word) => `${column}"${word}" *`).join(' AND ')
    query.whereRaw(
      `products.id IN (SELECT product_id FROM product_fts_rows WHERE row_id IN
        (SELECT rowid FROM products_fts WHERE products_fts MATCH ?))`,
      [match]
    )
  },
}

export function keywordIndexFor(dialect: string): KeywordIndex {
  return dialect.includes('sqlite') ? sqliteFts5 : mysqlFulltext
}

/** Adds the keyword condition of `keyword` over `fields` to a products query; true when it goes through the index. */
export function whereKeyword(
  query: Where,
  keyword: string | undefined,
  fields: KeywordFields,
  dialect: string
): boolean {
  const { indexed, anywhere } = keywordWords(keyword)
  if (indexed.length) keywordIndexFor(dialect).where(query, indexed, fields)
  for (const word of anywhere) {
    query.where((group) => {
      for (const column of KEYWORD_FIELDS[fields]) group.orWhere(`products.${column}`, 'like', `%${word}%`)
    })
  }
  return indexed.length > 0
}
