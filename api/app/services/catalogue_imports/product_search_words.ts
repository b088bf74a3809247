import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import {
  INDEXED_COLUMNS,
  indexedProductOf,
  reindexProduct,
  searchWordRows,
  type IndexedProduct,
} from '#services/product_search/search_index'
import { isWord } from '#services/product_search/tokens'
import { insertRows } from '#services/catalogue_imports/bulk_insert'

/**
 * MariaDB checks each new search word's product in `products` (and locks it): seven lookups a line in a
 * catalogue import. The words written here are those of the products this transaction has just inserted,
 * so those statements skip the check; the session's setting is put back right after. SQLite keeps its
 * checks: its `foreign_keys` pragma cannot change inside a transaction.
 */
async function withoutForeignKeyChecks(trx: TransactionClientContract, work: () => Promise<void>) {
  if (trx.dialect.name.includes('sqlite')) return work()
  await trx.rawQuery('SET SESSION foreign_key_checks = 0')
  try {
    await work()
  } finally {
    await trx.rawQuery('SET SESSION foreign_key_checks = 1')
  }
}

/**
 * The relevance search follows the products in the same transaction, as the Product hooks do for one:
 * new products get their words in bulk (one statement per 500 rows), changed ones are reindexed one by one.
 */
export async function indexSearchWords(
  created: IndexedProduct[],
  updated: string[],
  trx: TransactionClientContract
) {
  const rows = created.flatMap((product) => searchWordRows(product))
  // The index's flags as 1/0, in place: the rows are this batch's own.
  const flagged = rows as unknown as Record<string, unknown>[]
  for (const row of flagged) {
    row.in_label = row.in_label ? 1 : 0
    row.in_model = row.in_model ? 1 : 0
    row.completes_model = row.completes_model ? 1 : 0
  }
  await withoutForeignKeyChecks(trx, () => insertRows(trx, 'search_words', flagged, 500))
  const words = [...new Set(rows.map((row) => row.word))].filter((word) => isWord(word) && word.length >= 2)
  for (let start = 0; start < words.length; start += 500) {
    await trx
      .knexQuery()
      .table('search_vocabulary')
      .insert(
        words
          .slice(start, start + 500)
          .map((word) => ({ account_id: created[0].accountId, word, length: word.length }))
      )
      .onConflict(['account_id', 'word'])
      .ignore()
  }
  if (updated.length === 0) return
  const products = await trx
    .from('products')
    .whereIn('id', updated)
    .select(...INDEXED_COLUMNS)
  for (const row of products) await reindexProduct(indexedProductOf(row), trx)
}
