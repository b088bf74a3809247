import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Infer } from '@vinejs/vine/types'
import { sqlDateTime } from '#services/sql_time'
import { timeOrderedUuid } from '#services/time_ordered_uuid'
import { insertRows } from '#services/catalogue_imports/bulk_insert'
import { indexSearchWords } from '#services/catalogue_imports/product_search_words'
import { indexedProductOf } from '#services/product_search/search_index'
import type { productUpdateLineValidator } from '#validators/catalogue_import'
import type { AcceptedLine, ImportContext } from '#services/catalogue_imports/lines'

/** A checked product line (services/catalogue_imports/products.ts), as the batch writes it. */
export type ProductLine = Infer<typeof productUpdateLineValidator> & {
  id?: string
  secondaryCategoryIds?: number[]
  refurbQuestionIds?: number[]
}

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
  image: 'image',
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

/** Writes checked product lines in the caller's transaction: rows, TAC codes, relations, search words. */
export async function writeProducts(
  lines: AcceptedLine[],
  context: ImportContext,
  trx: TransactionClientContract
) {
  const now = sqlDateTime()
  const inserts: Record<string, unknown>[] = []
  const tacRows: { product_id: string; tac: string }[] = []
  const replacedTacs: string[] = []
  const relations = new ProductRelationRows()
  for (const { mode, data } of lines as AcceptedLine<ProductLine>[]) {
    const row = columnsOf(data)
    if (mode === 'inserted') {
      // In order: the batch appends to the products' key and to their search words'.
      const id = timeOrderedUuid()
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
    inserts.map((row) => indexedProductOf({ ...row, account_id: context.accountId, recent_buybacks: 0 })),
    lines.filter((line) => line.mode === 'updated').map((line) => String(line.data.id)),
    trx
  )
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
