import Category from '#models/category'
import type { Actor } from '#services/actor'
import { createCategoryValidator, updateCategoryValidator } from '#validators/category'
import { createCategory } from '#actions/categories/create_category'
import { updateCategory } from '#actions/categories/update_category'
import {
  LineChecks,
  LineRefused,
  checkEach,
  claimKey,
  dataOf,
  modeOf,
  writeEach,
  validationOptions,
  type AcceptedLine,
  type ImportContext,
  type LineHandler,
} from '#services/catalogue_imports/lines'

/** What the category form would send for a stored category: the base an import line changes. */
async function formDataOf(category: Category) {
  await category.load('warehouses')
  return {
    label: category.label,
    identifier: category.identifier,
    parentId: category.parentId,
    buyerAccountId: category.buyerAccountId,
    warehouseIds: category.warehouses.map((warehouse) => warehouse.id),
    defaultHeight: category.defaultHeight,
    defaultWidth: category.defaultWidth,
    defaultLength: category.defaultLength,
    defaultWeight: category.defaultWeight,
    maxWeight: category.maxWeight,
    imageUrl: category.imageUrl,
    imageAlt: category.imageAlt,
    highlightedInstruction: category.highlightedInstruction,
    childrenDescription: category.childrenDescription,
    absorptionType: category.absorptionType,
    absorptionValue: category.absorptionValue,
    requiresDataErasure: category.requiresDataErasure,
    status: category.status,
  }
}

/** The categories the load step has seen created earlier in the file (nothing is written then). */
const plannedParents = new WeakMap<ImportContext, Set<string>>()

/**
 * Category lines: a line names its category by `identifier` (unique in the account) and its parent by
 * `parent_identifier`, so that a file may create a parent and its children, parents first. Each line goes
 * through the category form's validator and actions, in its own transaction (categories are few); a line
 * left without a column keeps the stored value of that field.
 */
export const categoryLines: LineHandler = {
  async check(batch, context) {
    const planned = plannedParents.get(context) ?? new Set<string>()
    plannedParents.set(context, planned)
    return checkEach(batch, context, async (line): Promise<AcceptedLine> => {
      // Every check runs, so that a refused line reports all its errors at once.
      const checks = new LineChecks()
      const data = dataOf(line, checks.errors)
      const key = typeof data.identifier === 'string' ? data.identifier : null
      if (key === null) throw new LineRefused('import_key_missing', { column: 'identifier' })
      checks.now(() => claimKey(context, key))
      const existing = await Category.query()
        .where('account_id', context.accountId)
        .where('identifier', key)
        .first()
      const mode =
        checks.now(() => modeOf(existing !== null, context.strategy, key)) ??
        (existing ? 'updated' : 'inserted')
      const accepted = { line: line.line, mode, data }
      if (context.dryRun || checks.errors.length) {
        await checks.run(() => writeCategory({ ...accepted, dryRun: true }, context))
        checks.done()
        if (mode === 'inserted') planned.add(key)
      }
      return accepted
    })
  },

  async write(accepted, context) {
    return writeEach(accepted, context, writeCategory)
  },
}

/** Validates and writes one line; the load step validates only. */
export async function writeCategory(line: AcceptedLine & { dryRun?: boolean }, context: ImportContext) {
  const { accountId } = context
  const dryRun = context.dryRun || line.dryRun === true
  const { parentIdentifier, ...data } = line.data
  const existing = await Category.query()
    .where('account_id', accountId)
    .where('identifier', String(data.identifier))
    .first()
  const base = existing ? await formDataOf(existing) : {}
  const fields: Record<string, unknown> = { ...base, ...data }
  const root = await Category.query().where('account_id', accountId).whereNull('parent_id').first()
  if (parentIdentifier !== undefined && parentIdentifier !== null) {
    const parent = await Category.query()
      .where('account_id', accountId)
      .where('identifier', String(parentIdentifier))
      .first()
    const planned = dryRun && plannedParents.get(context)?.has(String(parentIdentifier))
    if (!parent && !planned) {
      throw new LineRefused('import_unknown_category', { identifier: parentIdentifier })
    }
    fields.parentId = parent?.id ?? root?.id
  }
  const isRoot = existing ? existing.parentId === null : !root
  const options = { ...validationOptions(context.i18n), meta: { accountId, ...idsOf(existing) } }
  if (existing) {
    const valid = await updateCategoryValidator(isRoot).validate(fields, options)
    if (dryRun) return
    // The import runs for its account, never as a super admin: a change of buyer is refused as on the form.
    await updateCategory({ isSuperAdmin: false } as Actor, existing, valid)
    return
  }
  const valid = await createCategoryValidator(isRoot).validate(fields, options)
  if (!dryRun) await createCategory(accountId, valid)
}

const idsOf = (category: Category | null) =>
  category ? { categoryId: category.id, path: category.path } : {}
