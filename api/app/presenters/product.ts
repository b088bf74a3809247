import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Product from '#models/product'
import type { HttpContext } from '@adonisjs/core/http'
import { withAccountNames } from '#services/account_names'

/**
 * A product as list and search pages read it: the columns below and the category label, as plain rows
 * (no model per row: a page of 40 is read on every keystroke of a search).
 */
export interface ProductRow {
  id: string
  account_id: number
  category_id: number
  label: string
  brand: string | null
  modele: string | null
  reference: string | null
  ean_code: string | null
  status: 'draft' | 'published'
  buyback_price_grade_a: number | null
  image: string | null
  image_hd: string | null
  is_collecting_imei: boolean | number
  tac_codes: string | null
  category_label: string | null
}

export const PRODUCT_ROW_COLUMNS = [
  'id',
  'account_id',
  'category_id',
  'label',
  'brand',
  'modele',
  'reference',
  'ean_code',
  'status',
  'buyback_price_grade_a',
  'image',
  'image_hd',
  'is_collecting_imei',
  'tac_codes',
].map((column) => `products.${column}`)

/** Selects the row columns with the category label joined (one query for the page). */
export function selectProductRows<Q extends ModelQueryBuilderContract<typeof Product, any>>(query: Q) {
  return query
    .select(PRODUCT_ROW_COLUMNS)
    .leftJoin('categories as category', 'category.id', 'products.category_id')
    .select('category.label as category_label')
}

/** The row of a loaded product (its category preloaded), for the answers that show one. */
export function productRowOf(product: Product): ProductRow {
  return {
    id: product.id,
    account_id: product.accountId,
    category_id: product.categoryId,
    label: product.label,
    brand: product.brand,
    modele: product.modele,
    reference: product.reference,
    ean_code: product.eanCode,
    status: product.status,
    buyback_price_grade_a: product.buybackPriceGradeA,
    image: product.image,
    image_hd: product.imageHd,
    is_collecting_imei: product.isCollectingImei,
    tac_codes: product.tacCodes.join(',') || null,
    category_label: product.category?.label ?? null,
  }
}

const categoryOf = (row: ProductRow) =>
  row.category_label === null ? null : { id: row.category_id, label: row.category_label }

/** A row of the back-office list: what its columns show. Prices are integer cents. */
export function presentProductRow(row: ProductRow) {
  return {
    id: row.id,
    label: row.label,
    brand: row.brand,
    modele: row.modele,
    reference: row.reference,
    eanCode: row.ean_code,
    status: row.status,
    buybackPriceGradeA: row.buyback_price_grade_a,
    image: row.image,
    categoryId: row.category_id,
    category: categoryOf(row),
  }
}

/** A product as the back-office form edits it (relations as lists of ids). */
export function presentProduct(product: Product) {
  return {
    ...presentProductRow(productRowOf(product)),
    accountId: product.accountId,
    tacCodes: product.tacCodes,
    isCollectingImei: product.isCollectingImei,
    secondaryCategoryIds: (product.secondaryCategories ?? []).map((category) => category.id),
    comment: product.comment,
    height: product.height,
    width: product.width,
    length: product.length,
    weight: product.weight,
    buybackZeroNotAllowed: product.buybackZeroNotAllowed,
    imageHd: product.imageHd,
    priceGradeA: product.priceGradeA,
    buybackPriceGradeB: product.buybackPriceGradeB,
    buybackPriceGradeC: product.buybackPriceGradeC,
    buybackPriceGradeD: product.buybackPriceGradeD,
    buybackPriceGradeE: product.buybackPriceGradeE,
    buybackPriceFunctional: product.buybackPriceFunctional,
    refurbQuestionIds: (product.refurbQuestions ?? []).map((question) => question.id),
    createdAt: product.createdAt?.toISO() ?? null,
    updatedAt: product.updatedAt?.toISO() ?? null,
    version: product.version,
  }
}

/** A published product as the storefront and the wizards show it: no account, comment or draft data. */
export function presentPublicProduct(row: ProductRow) {
  return {
    id: row.id,
    label: row.label,
    brand: row.brand,
    modele: row.modele,
    reference: row.reference,
    eanCode: row.ean_code,
    image: row.image,
    imageHd: row.image_hd,
    isCollectingImei: Boolean(row.is_collecting_imei),
    tacCodes: row.tac_codes ? row.tac_codes.split(',') : [],
    maxBuybackPrice: row.buyback_price_grade_a,
    category: categoryOf(row),
  }
}

/** The list's rows; a super admin's name the client each product belongs to (the client column). */
export const presentProductRows = (ctx: HttpContext, rows: ProductRow[]) =>
  ctx.actor.isSuperAdmin
    ? withAccountNames(rows.map((row) => ({ ...presentProductRow(row), accountId: Number(row.account_id) })))
    : rows.map(presentProductRow)
