import vine from '@vinejs/vine'
import type { FieldContext, Infer } from '@vinejs/vine/types'
import db from '@adonisjs/lucid/services/db'
import { BOUNDS } from '#domain/bounds'
import { parseTacList } from '#domain/identifiers'
import { gtin, imei } from '#validators/identifiers'
import { text } from '#validators/rules'
import { isStoredProductImage } from '#services/product_images'
import { SEARCH_SORT_FIELDS } from '#services/product_search/product_search'

/**
 * Part 2 §5 "Product". Money is integer cents in the API (the back-office form converts euros); the
 * categories and refurb questions must belong to `meta.accountId`, the product's account (null for a
 * super admin creating a product: then the account of the chosen main category).
 */
export interface ProductMeta {
  accountId: number | null
}

/** Not given by the specification: whole centimetres and grams, as for the category defaults. */
export const PRODUCT_LIMITS = { dimension: { min: 0, max: 10000 }, weight: { min: 0, max: 1000000 } }

async function accountOf(field: FieldContext): Promise<number | null> {
  const { accountId } = field.meta as ProductMeta
  if (accountId !== null) return accountId
  const categoryId = Number(field.parent?.categoryId)
  if (!Number.isInteger(categoryId)) return null
  const category = await db.from('categories').where('id', categoryId).select('account_id').first()
  return category?.account_id ?? null
}

/** The id, or every id of a list, names a row of `table` of the product's account. */
const ownedIdsRule = vine.createRule(
  async (value: unknown, table: 'categories' | 'refurb_diagnostic_questions', field: FieldContext) => {
    const ids = [...new Set(([] as unknown[]).concat(value).filter((id) => typeof id === 'number'))]
    if (!field.isValid || ids.length === 0) return
    const [{ total }] = await db
      .from(table)
      .whereIn('id', ids)
      .where('account_id', (await accountOf(field)) ?? 0)
      .count('* as total')
    if (Number(total) !== ids.length) {
      field.report('The selected value does not exist', 'database.exists', field)
    }
  },
  { isAsync: true }
)

/** Integer cents from 0 to 50 000 euros; the message states the bounds in euros. */
const priceRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'number') return
  const { min, max } = BOUNDS.productPrice
  if (!Number.isInteger(value) || value < min * 100 || value > max * 100) {
    field.report('The price must be between {{ min }} and {{ max }} euros', 'productPrice', field, {
      min,
      max,
    })
  }
})

/** "35209900, 35332011" or ["35209900", "35332011"]: 8-digit codes, stored as a list. */
const tacCodesRule = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  const list = Array.isArray(value) ? value.join(',') : value
  const tacs = typeof list === 'string' && list.trim() !== '' ? parseTacList(list) : []
  if (!tacs) return field.report('Each TAC code must contain 8 digits', 'tacList', field, BOUNDS.tac)
  field.mutate(tacs, field)
})

const imageRule = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value === 'string' && !(await isStoredProductImage(value))) {
      field.report('The image does not exist', 'database.exists', field)
    }
  },
  { isAsync: true }
)

const optionalText = () => vine.string().trim().maxLength(BOUNDS.text.max).nullable().optional()
const whole = (bounds: { min: number; max: number }) =>
  vine.number().withoutDecimals().range([bounds.min, bounds.max]).nullable().optional()
const price = () => vine.number().use(priceRule()).nullable().optional()
const ids = (table: 'categories' | 'refurb_diagnostic_questions') =>
  vine.array(vine.number().withoutDecimals()).use(ownedIdsRule(table)).optional()

const productSchema = vine.object({
  label: text(BOUNDS.productName),
  brand: optionalText(),
  modele: optionalText(),
  reference: optionalText(),
  eanCode: gtin().nullable().optional(),
  tacCodes: vine.any().use(tacCodesRule()).nullable().optional(),
  isCollectingImei: vine.boolean().optional(),
  categoryId: vine.number().withoutDecimals().use(ownedIdsRule('categories')),
  secondaryCategoryIds: ids('categories'),
  comment: vine.string().trim().maxLength(BOUNDS.productComment.max).nullable().optional(),
  height: whole(PRODUCT_LIMITS.dimension),
  width: whole(PRODUCT_LIMITS.dimension),
  length: whole(PRODUCT_LIMITS.dimension),
  weight: whole(PRODUCT_LIMITS.weight),
  buybackZeroNotAllowed: vine.boolean().optional(),
  status: vine.enum(['draft', 'published'] as const).optional(),
  image: vine.string().trim().use(imageRule()).nullable().optional(),
  imageHd: vine.string().trim().use(imageRule()).nullable().optional(),
  priceGradeA: price(),
  buybackPriceGradeA: price(),
  buybackPriceGradeB: price(),
  buybackPriceGradeC: price(),
  buybackPriceGradeD: price(),
  buybackPriceGradeE: price(),
  buybackPriceFunctional: price(),
  refurbQuestionIds: ids('refurb_diagnostic_questions'),
})

/** Create and full update (PUT) take the same fields; absent optional fields keep their value on update. */
export const productValidator = vine.withMetaData<ProductMeta>().compile(productSchema)

export type ProductFields = Omit<Infer<typeof productSchema>, 'tacCodes'> & {
  tacCodes?: string[] | null
}

const euros = () => vine.number().range([BOUNDS.productPrice.min, BOUNDS.productPrice.max]).optional()

/** GET /api/products/search and GET /api/storefront/products (part 2 §7 GET /products). */
export const productSearchValidator = vine.compile(
  vine.object({
    keyword: vine.string().trim().maxLength(BOUNDS.text.max).optional(),
    categoryId: vine.number().withoutDecimals().optional(),
    imei: imei().optional(),
    status: vine.enum(['draft', 'published'] as const).optional(),
    priceMin: euros(),
    priceMax: euros(),
    sort: vine.enum(SEARCH_SORT_FIELDS).optional(),
    order: vine.enum(['asc', 'desc', 'ASC', 'DESC'] as const).optional(),
    page: vine.number().withoutDecimals().min(1).optional(),
    perPage: vine.number().withoutDecimals().range([1, BOUNDS.searchPageSize]).optional(),
  })
)

/** GET /api/storefront/products/suggestions: what the customer is typing, from its second character. */
export const productSuggestionsValidator = vine.compile(
  vine.object({
    keyword: vine.string().trim().minLength(2).maxLength(BOUNDS.text.max),
  })
)
