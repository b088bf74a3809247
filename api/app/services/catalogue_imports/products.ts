import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Infer } from '@vinejs/vine/types'
import { sqlDateTime } from '#services/sql_time'
import { bumpListVersions, catalogueLists } from '#services/list_counts'
import { reindexProduct, searchWordRows, type IndexedProduct } from '#services/product_search/search_index'
import { insertRows, withSmallPageCache } from '#services/catalogue_imports/bulk_insert'
import { isWord } from '#services/product_search/tokens'
import { productCreateLineValidator, productUpdateLineValidator } from '#validators/catalogue_import'
import {
  LineChecks,
  LineRefused,
  checkEach,
  claimKey,
  dataOf,
  modeOf,
  reasonOf,
  validationOptions,
  type AcceptedLine,
  type ImportContext,
  type LineHandler,
  type RefusedLine,
} from '#services/catalogue_imports/lines'
import type { CsvLine } from '#services/catalogue_imports/csv_reader'
import { PRODUCT_COLUMNS } from '#services/catalogue_imports/columns'

type ProductLine = Infer<typeof productUpdateLineValidator> & {
  id?: string
  secondaryCategoryIds?: number[]
  refurbQuestionIds?: number[]
}

const ID_COLUMN = PRODUCT_COLUMNS.find((spec) => spec.name === 'id')
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Model attributes to table columns; TAC codes are a column and rows of product_tac_codes. */
const COLUMN_OF: Record<string, string> = {
  categoryId: 'category_id',
  label: 'label',
  brand: 'brand',
  modele: 'modele',
  reference: 'reference',
  eanCode: 'ean_code',
  isCollectingImei: 'is_collecting_imei',
  comment: 'comment',
  height: 'height',
  width: 'width',
  length: 'length',
  weight: 'weight',
  buybackZeroNotAllowed: 'buyback_zero_not_allowed',
  status: 'status',
  priceGradeA: 'price_grade_a',
  buybackPriceGradeA: 'buyback_price_grade_a',
  buybackPriceGradeB: 'buyback_price_grade_b',
  buybackPriceGradeC: 'buyback_price_grade_c',
  buybackPriceGradeD: 'buyback_price_grade_d',
  buybackPriceGradeE: 'buyback_price_grade_e',
  buybackPriceFunctional: 'buyback_price_functional',
}

function columnsOf(fields: ProductLine) {
  const row: Record<string, unknown> = {}
  for (const [field, column] of Object.entries(COLUMN_OF)) {
    const value = fields[field as keyof ProductLine]
    if (value !== undefined) row[column] = typeof value === 'boolean' ? (value ? 1 : 0) : value
  }
  if (fields.tacCodes !== undefined)
    row.tac_codes = fields.tacCodes?.length ? fields.tacCodes.join(',') : null
  return row
}

/** Every column of a new row, so that one multi-row insert lists the same columns for each. */
const NEW_ROW: Record<string, unknown> = {
  ...Object.fromEntries(Object.values(COLUMN_OF).map((column) => [column, null])),
  tac_codes: null,
  is_collecting_imei: 0,
  buyback_zero_not_allowed: 0,
  status: 'draft',
}

/** The account's categories by identifier and its refurb questions, read once per import. */
const accountCache = new WeakMap<ImportContext, { categories: Map<string, number>; refurb: Set<number> }>()
async function accountOf(context: ImportContext) {
  let known = accountCache.get(context)
  if (!known) {
    const rows = await db.from('categories').where('account_id', context.accountId).select('id', 'identifier')
    const refurb = await db
      .from('refurb_diagnostic_questions')
      .where('account_id', context.accountId)
      .select('id')
    known = {
      categories: new Map(rows.map((row) => [String(row.identifier), Number(row.id)])),
      refurb: new Set(refurb.map((row) => Number(row.id))),
    }
    accountCache.set(context, known)
  }
  return known
}

/**
 * The lists of a line (secondary categories by identifier, refurb questions by id), taken out of its data:
 * undefined when the file lacks the column, an empty list for an empty cell (the product loses them all).
 */
function relationsOf(
  data: Record<string, unknown>,
  known: Awaited<ReturnType<typeof accountOf>>,
  errors: unknown[]
) {
  const identifiers = data.secondaryCategoryIdentifiers as string[] | null | undefined
  const questions = data.refurbQuestionIds as number[] | null | undefined
  delete data.secondaryCategoryIdentifiers
  delete data.refurbQuestionIds
  const secondaryCategoryIds =
    identifiers === undefined
      ? undefined
      : (identifiers ?? []).flatMap((identifier) => {
          const id = known.categories.get(identifier)
          if (id === undefined) errors.push(new LineRefused('import_unknown_category', { identifier }))
          return id === undefined ? [] : [id]
        })
  for (const id of questions ?? []) {
    if (!known.refurb.has(id)) errors.push(new LineRefused('import_unknown_refurb_question', { id }))
  }
  return {
    secondaryCategoryIds: secondaryCategoryIds && [...new Set(secondaryCategoryIds)],
    refurbQuestionIds: questions === undefined ? undefined : [...new Set(questions ?? [])],
  }
}

/**
 * Product lines (part 2 §5 "Imports"): a line names its product by `id` (a product of the account: updated)
 * or not (created), and its category by `category_identifier`. A batch is written in one transaction with
 * plain multi-row statements; when the database refuses the batch, each line is written again alone, so a
 * refused line never stops the others and never leaves half a product (its TAC rows go with it).
 */
export const productLines: LineHandler = {
  async check(batch, context) {
    const known = await accountOf(context)
    const ids = batch
      .map((line) => (ID_COLUMN ? line.cells.get(ID_COLUMN) : undefined))
      .filter((id): id is string => typeof id === 'string' && UUID.test(id.trim()))
      .map((id) => id.trim().toLowerCase())
    const existing = new Set<string>(
      ids.length
        ? (
            await db.from('products').where('account_id', context.accountId).whereIn('id', ids).select('id')
          ).map((row) => String(row.id).toLowerCase())
        : []
    )
    return checkEach(batch, context, async (line: CsvLine): Promise<AcceptedLine> => {
      // Every check runs, so that a refused line reports all its errors at once.
      const checks = new LineChecks()
      const data = dataOf(line, checks.errors)
      const key = typeof data.id === 'string' ? data.id.toLowerCase() : null
      const exists = key !== null && existing.has(key)
      checks.now(() => claimKey(context, key))
      const mode =
        checks.now(() => modeOf(exists, context.strategy, key)) ?? (exists ? 'updated' : 'inserted')
      if (data.categoryIdentifier !== undefined) {
        const identifier = data.categoryIdentifier
        const categoryId = identifier === null ? null : known.categories.get(String(identifier))
        if (categoryId === undefined) {
          checks.errors.push(new LineRefused('import_unknown_category', { identifier }))
          // Its own error says it: the validator is not told the category is missing as well.
          data.categoryId = 0
        } else data.categoryId = categoryId
      }
      delete data.categoryIdentifier
      delete data.id
      const relations = relationsOf(data, known, checks.errors)
      const validator = mode === 'inserted' ? productCreateLineValidator : productUpdateLineValidator
      const fields = (await checks.run(() =>
        validator.validate(data, validationOptions(context.i18n))
      )) as ProductLine
      checks.done()
      Object.assign(fields, relations)
      if (mode === 'updated') fields.id = key!
      return { line: line.line, mode, data: fields }
    })
  },

  async write(accepted, context) {
    try {
      await db.transaction((trx) => withSmallPageCache(trx, () => writeProducts(accepted, context, trx)))
      return []
    } catch {
      // One line the database refuses (a constraint) must not take the batch with it: each alone.
      const refused: RefusedLine[] = []
      for (const line of accepted) {
        try {
          await db.transaction((trx) => withSmallPageCache(trx, () => writeProducts([line], context, trx)))
        } catch (error) {
          refused.push({ line: line.line, reason: reasonOf(error, context.i18n, context.dataType) })
        }
      }
      return refused
    }
  },
}

async function writeProducts(lines: AcceptedLine[], context: ImportContext, trx: TransactionClientContract) {
  const now = sqlDateTime()
  const inserts: Record<string, unknown>[] = []
  const tacRows: { product_id: string; tac: string }[] = []
  const replacedTacs: string[] = []
  const relations = new ProductRelationRows()
  for (const { mode, data } of lines as AcceptedLine<ProductLine>[]) {
    const row = columnsOf(data)
    if (mode === 'inserted') {
      const id = randomUUID()
      relations.add(id, data, false)
      inserts.push({
        ...NEW_ROW,
        ...row,
        id,
        account_id: context.accountId,
        version: 1,
        created_at: now,
        updated_at: now,
      })
      for (const tac of data.tacCodes ?? []) tacRows.push({ product_id: id, tac })
      continue
    }
    await trx
      .from('products')
      .where('id', data.id!)
      .where('account_id', context.accountId)
      .update({ ...row, version: trx.knexRawQuery('version + 1'), updated_at: now })
    if (data.tacCodes !== undefined) {
      replacedTacs.push(data.id!)
      for (const tac of data.tacCodes ?? []) tacRows.push({ product_id: data.id!, tac })
    }
    relations.add(data.id!, data, true)
  }
  await insertRows(trx, 'products', inserts, 300)
  if (replacedTacs.length) await trx.from('product_tac_codes').whereIn('product_id', replacedTacs).delete()
  await insertRows(trx, 'product_tac_codes', tacRows, 1000)
  await relations.write(trx)
  await indexSearchWords(
    inserts.map((row) => ({
      id: String(row.id),
      accountId: context.accountId,
      label: String(row.label),
      brand: row.brand as string | null,
      modele: row.modele as string | null,
      reference: row.reference as string | null,
      eanCode: row.ean_code as string | null,
    })),
    lines.filter((line) => line.mode === 'updated').map((line) => String(line.data.id)),
    trx
  )
  await bumpListVersions(catalogueLists(context.accountId), trx)
}

/**
 * The secondary categories and refurb questions of a batch's products, as the product form keeps them
 * (#actions/products/product_relations): a list given replaces the product's, and a secondary category is
 * never the product's main one.
 */
class ProductRelationRows {
  secondary: { product_id: string; category_id: number }[] = []
  refurb: { product_id: string; question_id: number }[] = []
  replacedSecondary: string[] = []
  replacedRefurb: string[] = []

  add(productId: string, data: ProductLine, existing: boolean) {
    if (data.secondaryCategoryIds !== undefined) {
      if (existing) this.replacedSecondary.push(productId)
      for (const id of data.secondaryCategoryIds) {
        if (id !== data.categoryId) this.secondary.push({ product_id: productId, category_id: id })
      }
    }
    if (data.refurbQuestionIds !== undefined) {
      if (existing) this.replacedRefurb.push(productId)
      for (const id of data.refurbQuestionIds) this.refurb.push({ product_id: productId, question_id: id })
    }
  }

  async write(trx: TransactionClientContract) {
    if (this.replacedSecondary.length) {
      await trx.from('product_secondary_categories').whereIn('product_id', this.replacedSecondary).delete()
    }
    if (this.replacedRefurb.length) {
      await trx.from('product_refurb_questions').whereIn('product_id', this.replacedRefurb).delete()
    }
    await insertRows(trx, 'product_secondary_categories', this.secondary, 1000)
    await insertRows(trx, 'product_refurb_questions', this.refurb, 1000)
    // An updated product whose line did not name its main category: that one is not a secondary either.
    if (this.replacedSecondary.length) {
      await trx
        .from('product_secondary_categories')
        .whereIn('product_id', this.replacedSecondary)
        .whereRaw(
          'category_id = (SELECT products.category_id FROM products WHERE products.id = product_secondary_categories.product_id)'
        )
        .delete()
    }
  }
}

/**
 * The relevance search follows the products in the same transaction, as the Product hooks do for one:
 * new products get their words in bulk (one statement per 500 rows), changed ones are reindexed one by one.
 */
async function indexSearchWords(
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
  }
  await insertRows(trx, 'search_words', flagged, 500)
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
    .select('id', 'account_id', 'label', 'brand', 'modele', 'reference', 'ean_code')
  for (const row of products) {
    await reindexProduct(
      {
        id: String(row.id),
        accountId: Number(row.account_id),
        label: row.label,
        brand: row.brand,
        modele: row.modele,
        reference: row.reference,
        eanCode: row.ean_code,
      },
      trx
    )
  }
}
