import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { BOUNDS } from '#domain/bounds'
import { gtin, tacList } from '#validators/identifiers'
import { text } from '#validators/rules'
import { PRODUCT_LIMITS } from '#validators/product'

/**
 * Part 2 §5 "Imports": the upload (a CSV, its data type and strategy) and the product lines. A product line
 * follows the rules of the product form (#validators/product): name, EAN/GTIN, TAC codes, dimensions and
 * the price bounds, with the same messages; its category is looked up by identifier in the account by the
 * import itself, once per file rather than once per line (100 000 lines must pass within a minute).
 */
export const IMPORT_DATA_TYPES = ['product', 'category', 'diagnostic_question'] as const
export const IMPORT_STRATEGIES = ['create', 'update', 'create_and_update'] as const

export const catalogueImportValidator = vine.compile(
  vine.object({
    dataType: vine.enum(IMPORT_DATA_TYPES),
    strategy: vine.enum(IMPORT_STRATEGIES),
  })
)

export const importListValidator = vine.compile(
  vine.object({ page: vine.number().withoutDecimals().min(1).optional() })
)

/** Integer cents from 0 to 50 000 euros, as the product form: the message states the bounds in euros. */
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

const optionalText = () => vine.string().trim().maxLength(BOUNDS.text.max).nullable().optional()
const whole = (bounds: { min: number; max: number }) =>
  vine.number().withoutDecimals().range([bounds.min, bounds.max]).nullable().optional()
const price = () => vine.number().use(priceRule()).nullable().optional()

const productLineFields = {
  brand: optionalText(),
  modele: optionalText(),
  reference: optionalText(),
  eanCode: gtin().nullable().optional(),
  tacCodes: tacList().nullable().optional(),
  isCollectingImei: vine.boolean().optional(),
  comment: vine.string().trim().maxLength(BOUNDS.productComment.max).nullable().optional(),
  height: whole(PRODUCT_LIMITS.dimension),
  width: whole(PRODUCT_LIMITS.dimension),
  length: whole(PRODUCT_LIMITS.dimension),
  weight: whole(PRODUCT_LIMITS.weight),
  buybackZeroNotAllowed: vine.boolean().optional(),
  status: vine.enum(['draft', 'published'] as const).optional(),
  priceGradeA: price(),
  buybackPriceGradeA: price(),
  buybackPriceGradeB: price(),
  buybackPriceGradeC: price(),
  buybackPriceGradeD: price(),
  buybackPriceGradeE: price(),
  buybackPriceFunctional: price(),
  /** The stored image (services/catalogue_imports/images.ts has fetched an address given in the file). */
  image: vine.string().maxLength(255).nullable().optional(),
}

/** A new product: its name and category are required. */
export const productCreateLineValidator = vine.compile(
  vine.object({
    label: text(BOUNDS.productName),
    categoryId: vine.number().withoutDecimals(),
    ...productLineFields,
  })
)

/** An existing product: only the columns of the file change. */
export const productUpdateLineValidator = vine.compile(
  vine.object({
    label: text(BOUNDS.productName).optional(),
    categoryId: vine.number().withoutDecimals().optional(),
    ...productLineFields,
  })
)
