import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { indexTokens, isWord } from '#services/product_search/tokens'

/**
 * The relevance search's own index, written in TypeScript so that both engines hold the same tokens
 * (#services/product_search/tokens) and answer alike:
 * - search_words: one row per product and token, telling whether the token is in the label and in the model;
 * - search_vocabulary: the distinct words of letters of each account's products, where prefixes and typos
 *   are looked up.
 * Both follow every product write in the writer's transaction (Product hooks), the seeds and migration 0050
 * fill them in bulk.
 */
export interface IndexedProduct {
  id: string
  accountId: number
  label: string
  brand: string | null
  modele: string | null
  reference: string | null
  eanCode: string | null
  status: string
  categoryId: number
  /** Its buy-backs of the last 90 days (products.recent_buybacks, #services/product_search/popularity). */
  popularity: number
}

export interface SearchWordRow {
  account_id: number
  product_id: string
  word: string
  in_label: boolean
  in_model: boolean
  model_words: number
  /** The token is the whole model: the product's model is this one word (migration 0099). */
  completes_model: boolean
  status: string
  category_id: number
  popularity: number
  label: string
}

/** Longest token kept (the column's width); longer ones are cut. */
export const WORD_LENGTH = 64

/** The index rows of a product: each distinct token of label, brand, model, reference and EAN. */
export function searchWordRows(product: IndexedProduct): SearchWordRow[] {
  const cut = (tokens: string[]) => tokens.map((token) => token.slice(0, WORD_LENGTH))
  const label = new Set(cut(indexTokens(product.label)))
  const model = new Set(cut(indexTokens(product.modele)))
  const words = new Set([
    ...label,
    ...model,
    ...cut(indexTokens(product.brand)),
    ...cut(indexTokens(product.reference)),
    ...cut(indexTokens(product.eanCode)),
  ])
  return [...words].map((word) => ({
    account_id: product.accountId,
    product_id: product.id,
    word,
    in_label: label.has(word),
    in_model: model.has(word),
    model_words: model.size,
    completes_model: model.size === 1 && model.has(word),
    status: product.status,
    category_id: product.categoryId,
    popularity: product.popularity,
    label: product.label,
  }))
}

const vocabularyOf = (rows: SearchWordRow[]) => [
  ...new Set(rows.filter((row) => isWord(row.word) && row.word.length >= 2).map((row) => row.word)),
]

const WORD_COLUMNS = [
  'account_id',
  'product_id',
  'word',
  'in_label',
  'in_model',
  'model_words',
  'completes_model',
  'status',
  'category_id',
  'popularity',
  'label',
] as const

/** One multi-row INSERT per 500 rows (knex's SQLite multi-insert is a slow UNION ALL). */
async function insertWords(client: QueryClientContract, rows: SearchWordRow[]) {
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500)
    await client.rawQuery(
      `INSERT INTO search_words (${WORD_COLUMNS.join(', ')}) VALUES ${batch.map(() => `(${WORD_COLUMNS.map(() => '?').join(', ')})`).join(', ')}`,
      batch.flatMap((row) => [
        row.account_id,
        row.product_id,
        row.word,
        row.in_label ? 1 : 0,
        row.in_model ? 1 : 0,
        row.model_words,
        row.completes_model ? 1 : 0,
        row.status,
        row.category_id,
        row.popularity,
        row.label,
      ])
    )
  }
}

async function addVocabulary(client: QueryClientContract, accountId: number, words: string[]) {
  for (let start = 0; start < words.length; start += 500) {
    await client
      .knexQuery()
      .table('search_vocabulary')
      .insert(
        words.slice(start, start + 500).map((word) => ({ account_id: accountId, word, length: word.length }))
      )
      .onConflict(['account_id', 'word'])
      .ignore()
  }
}

/** Drops the words of `accountId` that no product uses any more. */
async function pruneVocabulary(client: QueryClientContract, accountId: number, words: string[]) {
  if (!words.length) return
  await client
    .from('search_vocabulary')
    .where('account_id', accountId)
    .whereIn('word', words)
    .whereNotExists((used) => {
      used
        .from('search_words')
        .where('search_words.account_id', accountId)
        .whereRaw('search_words.word = search_vocabulary.word')
    })
    .delete()
}

/** The indexed fields, read one by one: a model's attributes are getters, which a spread leaves out. */
const fieldsOf = (product: Omit<IndexedProduct, 'popularity'>): Omit<IndexedProduct, 'popularity'> => ({
  id: product.id,
  accountId: product.accountId,
  label: product.label,
  brand: product.brand,
  modele: product.modele,
  reference: product.reference,
  eanCode: product.eanCode,
  status: product.status,
  categoryId: product.categoryId,
})

/**
 * Rewrites the index rows of one product (created or changed) and the vocabulary of its account. Its
 * popularity is read from its row: only buy-backs change it (#services/product_search/popularity).
 */
export async function reindexProduct(
  product: Omit<IndexedProduct, 'popularity'>,
  client: QueryClientContract = db.connection()
) {
  const previous: string[] = (
    await client.from('search_words').where('product_id', product.id).select('word')
  ).map((row) => row.word)
  const stored = await client.from('products').where('id', product.id).select('recent_buybacks').first()
  const rows = searchWordRows({ ...fieldsOf(product), popularity: Number(stored?.recent_buybacks ?? 0) })
  const words = new Set(rows.map((row) => row.word))
  await client.from('search_words').where('product_id', product.id).delete()
  await insertWords(client, rows)
  await addVocabulary(client, product.accountId, vocabularyOf(rows))
  await pruneVocabulary(
    client,
    product.accountId,
    previous.filter((word) => !words.has(word))
  )
}

/** Removes a deleted product from the index and its words no other product uses from the vocabulary. */
export async function unindexProduct(
  product: Omit<IndexedProduct, 'popularity'>,
  client: QueryClientContract = db.connection()
) {
  // Its rows may already be gone with it (foreign key cascade): its words are read from its fields.
  await client.from('search_words').where('product_id', product.id).delete()
  await pruneVocabulary(
    client,
    product.accountId,
    vocabularyOf(searchWordRows({ ...fieldsOf(product), popularity: 0 }))
  )
}

/**
 * Indexes products written in bulk that have no index rows yet (raw inserts: seeds, catalogue imports), in
 * the caller's transaction: one INSERT per 500 words, then the new words of each account's vocabulary.
 */
export async function indexNewProducts(client: QueryClientContract, products: IndexedProduct[]) {
  const rows = products.flatMap((product) => searchWordRows(product))
  await insertWords(client, rows)
  const byAccount = new Map<number, SearchWordRow[]>()
  for (const row of rows) {
    if (!byAccount.has(row.account_id)) byAccount.set(row.account_id, [])
    byAccount.get(row.account_id)!.push(row)
  }
  for (const [accountId, accountRows] of byAccount) {
    await addVocabulary(client, accountId, vocabularyOf(accountRows))
  }
}

/** The columns of `products` an index row is made of. */
export const INDEXED_COLUMNS = [
  'id',
  'account_id',
  'label',
  'brand',
  'modele',
  'reference',
  'ean_code',
  'status',
  'category_id',
  'recent_buybacks',
] as const

/** A `products` row of INDEXED_COLUMNS as an IndexedProduct (MySQL may answer numbers as strings). */
export function indexedProductOf(row: Record<string, any>): IndexedProduct {
  return {
    id: String(row.id),
    accountId: Number(row.account_id),
    label: row.label,
    brand: row.brand,
    modele: row.modele,
    reference: row.reference,
    eanCode: row.ean_code,
    status: row.status,
    categoryId: Number(row.category_id),
    popularity: Number(row.recent_buybacks ?? 0),
  }
}

/**
 * Indexes, by batches, every product not indexed yet (migration 0050, demo and large seeds): products are read
 * in id order, a transaction per batch.
 */
export async function indexMissingProducts(
  client: QueryClientContract = db.connection(),
  log: (line: string) => void = () => {}
) {
  let after = ''
  let done = 0
  for (;;) {
    const products = await client
      .from('products')
      .where('id', '>', after)
      .whereNotExists((indexed) =>
        indexed.from('search_words').whereRaw('search_words.product_id = products.id')
      )
      .orderBy('id')
      .limit(5000)
      .select(...INDEXED_COLUMNS)
    if (!products.length) break
    after = products[products.length - 1].id
    await client.transaction((trx) => indexNewProducts(trx, products.map(indexedProductOf)))
    done += products.length
    log(`search index: ${done} products`)
  }
}
