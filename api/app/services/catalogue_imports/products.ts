import db from '@adonisjs/lucid/services/db'
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
import { withSmallPageCache } from '#services/catalogue_imports/bulk_insert'
import { writeProducts, type ProductLine } from '#services/catalogue_imports/product_rows'
import { importedImage } from '#services/catalogue_imports/images'

const ID_COLUMN = PRODUCT_COLUMNS.find((spec) => spec.name === 'id')
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

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
  // A line names an existing product by its id, never one of the file's new products (their ids are new).
  checksWhileWriting: true,

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
      if (typeof data.image === 'string') {
        const cell = data.image
        data.image = await checks.run(() => importedImage(cell, context.dryRun))
      }
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
