import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import db from '@adonisjs/lucid/services/db'
import { BOUNDS } from '#domain/bounds'
import { ABSORPTION_TYPES } from '#models/category'
import { noMarkupRule, text } from '#validators/rules'
import { categoryImageExists, isCategoryImageUrl } from '#services/category_images'

/**
 * Part 2 §5 "Category". Everything that depends on the account (unique identifier, parent, buyer, workshops,
 * circuits) is checked against `meta.accountId`; on update `meta.categoryId` and `meta.path` let the parent
 * rule refuse a move below the category itself.
 */
export interface CategoryMeta {
  accountId: number
  categoryId?: number
  /** Materialised path of the category being updated ("/1/4/"). */
  path?: string
}

const meta = (field: FieldContext) => field.meta as CategoryMeta
const ABSORBING: unknown[] = ABSORPTION_TYPES.filter((type) => type !== 'none')

/** Not its own ancestor: the new parent is neither the category nor one of its descendants. */
const parentRule = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'number' || !field.isValid) return
    const { accountId, categoryId, path } = meta(field)
    const parent = await db
      .from('categories')
      .where('id', value)
      .where('account_id', accountId)
      .select('id', 'path')
      .first()
    if (!parent) return field.report('The selected parent does not exist', 'database.exists', field)
    if (categoryId && (parent.id === categoryId || parent.path.includes(`${path}${categoryId}/`))) {
      field.report('A category cannot be placed below itself', 'categoryAncestor', field)
    }
  },
  { isAsync: true }
)

/** The id, or every id of a list, names a row of `table` of the account matching `where`. */
const ownedIdsRule = vine.createRule(
  async (
    value: unknown,
    options: { table: string; column: string; where?: Record<string, string> },
    field: FieldContext
  ) => {
    const ids = [...new Set(([] as unknown[]).concat(value).filter((id) => typeof id === 'number'))]
    if (!field.isValid || ids.length === 0) return
    const rows = await db
      .from(options.table)
      .where(options.column, meta(field).accountId)
      .where(options.where ?? {})
      .whereIn(options.table === 'linked_buyers' ? 'buyer_account_id' : 'id', ids)
      .count('* as total')
    if (Number(rows[0].total) !== ids.length) {
      field.report('One of the selected values does not exist', 'database.exists', field)
    }
  },
  { isAsync: true }
)

/** Absorption by value: whole cents; by a percentage: 0 to 100 with two decimals. */
const absorptionValueRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  const type = field.parent?.absorptionType
  if (typeof value !== 'number' || type === 'none' || type === undefined) return
  const bounds = type === 'value' ? BOUNDS.categoryAbsorptionValue : BOUNDS.categoryAbsorptionPercentage
  if (type === 'value' && !Number.isInteger(value)) {
    field.report('The {{ field }} field must be a whole number', 'withoutDecimals', field)
  } else if (value < bounds.min || value > bounds.max) {
    field.report('The {{ field }} field must be between {{ min }} and {{ max }}', 'range', field, bounds)
  }
})

const imageUrlRule = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'string') return
    if (!isCategoryImageUrl(value) || !(await categoryImageExists(value))) {
      field.report('The image does not exist', 'database.exists', field)
    }
  },
  { isAsync: true }
)

const identifier = () =>
  vine
    .string()
    .trim()
    .minLength(BOUNDS.categoryIdentifier.min)
    .maxLength(BOUNDS.categoryIdentifier.max)
    .regex(/^[a-z0-9_-]+$/)
    .unique(async (database, value, field) => {
      const query = database
        .from('categories')
        .where('account_id', meta(field).accountId)
        .where('identifier', value)
      if (meta(field).categoryId) query.whereNot('id', meta(field).categoryId!)
      return !(await query.first())
    })

const dimension = () =>
  vine
    .number()
    .withoutDecimals()
    .range([BOUNDS.categoryDimension.min, BOUNDS.categoryDimension.max])
    .nullable()
    .optional()

const ids = () => vine.array(vine.number().withoutDecimals())

function fields(isRoot: boolean) {
  return {
    label: text(),
    identifier: identifier(),
    parentId: isRoot ? vine.any().optional() : vine.number().withoutDecimals().use(parentRule()),
    buyerAccountId: vine
      .number()
      .withoutDecimals()
      .use(ownedIdsRule({ table: 'linked_buyers', column: 'retailer_account_id' })),
    warehouseIds: ids()
      .minLength(1)
      .use(ownedIdsRule({ table: 'organizations', column: 'account_id', where: { type: 'warehouse' } })),
    defaultHeight: dimension(),
    defaultWidth: dimension(),
    defaultLength: dimension(),
    defaultWeight: vine
      .number()
      .withoutDecimals()
      .range([BOUNDS.categoryWeight.min, BOUNDS.categoryWeight.max]),
    maxWeight: vine
      .number()
      .withoutDecimals()
      .range([BOUNDS.categoryWeight.min, BOUNDS.categoryWeight.max])
      .nullable()
      .optional(),
    imageUrl: vine.string().trim().use(imageUrlRule()).nullable().optional(),
    imageAlt: vine.string().trim().maxLength(BOUNDS.text.max).nullable().optional(),
    highlightedInstruction: vine.string().trim().maxLength(BOUNDS.text.max).nullable().optional(),
    childrenDescription: vine
      .string()
      .trim()
      .maxLength(BOUNDS.categoryChildrenDescription.max)
      .use(noMarkupRule())
      .nullable()
      .optional(),
    absorptionType: vine.enum(ABSORPTION_TYPES).optional(),
    absorptionValue: vine
      .number()
      .use(absorptionValueRule())
      .nullable()
      .optional()
      .requiredWhen((field) => ABSORBING.includes(field.parent.absorptionType)),
    requiresDataErasure: vine.boolean().optional(),
    status: vine.enum(['active', 'inactive'] as const).optional(),
  }
}

/** `isRoot`: the account has no category yet, so this one is its root and has no parent. */
export const createCategoryValidator = (isRoot: boolean) =>
  vine.compile(
    vine.object({
      ...fields(isRoot),
      circuitIds: ids()
        .use(ownedIdsRule({ table: 'circuits', column: 'account_id' }))
        .optional(),
    })
  )

/** `isRoot`: the category is its account's root, which stays without a parent. */
export const updateCategoryValidator = (isRoot: boolean) => vine.compile(vine.object(fields(isRoot)))

export const categoryImageValidator = vine.compile(
  vine.object({ imageAlt: vine.string().trim().maxLength(BOUNDS.text.max).nullable().optional() })
)
