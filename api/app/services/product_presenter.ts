import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Product from '#models/product'

/** What the list and search rows below read: the columns to select for them. */
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

/** Joins the category label that list rows show (one query for the page, not one more per page). */
export function joinRowCategory<Q extends ModelQueryBuilderContract<typeof Product, any>>(query: Q) {
  return query
    .leftJoin('categories as category', 'category.id', 'products.category_id')
    .select('category.label as category_label')
}

function categoryOf(product: Product) {
  if (product.category) return { id: product.category.id, label: product.category.label }
  if (product.$extras.category_label === undefined) return null
  return { id: product.categoryId, label: product.$extras.category_label as string }
}

/** A row of the back-office list: what its columns show. Prices are integer cents. */
export function presentProductRow(product: Product) {
  return {
    id: product.id,
    label: product.label,
    brand: product.brand,
    modele: product.modele,
    reference: product.reference,
    eanCode: product.eanCode,
    status: product.status,
    buybackPriceGradeA: product.buybackPriceGradeA,
    image: product.image,
    categoryId: product.categoryId,
    category: categoryOf(product),
  }
}

/** A product as the back-office form edits it (relations as lists of ids). */
export function presentProduct(product: Product) {
  return {
    ...presentProductRow(product),
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
  }
}

/** A published product as the storefront and the wizards show it: no account, comment or draft data. */
export function presentPublicProduct(product: Product) {
  return {
    id: product.id,
    label: product.label,
    brand: product.brand,
    modele: product.modele,
    reference: product.reference,
    eanCode: product.eanCode,
    image: product.image,
    imageHd: product.imageHd,
    isCollectingImei: product.isCollectingImei,
    tacCodes: product.tacCodes,
    maxBuybackPrice: product.buybackPriceGradeA,
    category: categoryOf(product),
  }
}
