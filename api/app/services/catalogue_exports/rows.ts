import db from '@adonisjs/lucid/services/db'
import DiagnosticQuestion from '#models/diagnostic_question'

/**
 * The records each export writes, with the fields of services/catalogue_imports/columns.ts, read page by
 * page: products by keyset on their id (an account may hold 100 000), categories parents first (sorted by
 * materialised path) so that the file imports back in one pass, questions with their answers.
 */
export type ExportRecord = Record<string, unknown>
const PAGE = 1000

export async function* productRecords(accountId: number): AsyncGenerator<ExportRecord[]> {
  let after = ''
  for (;;) {
    const rows = await db
      .from('products')
      .join('categories', 'categories.id', 'products.category_id')
      .where('products.account_id', accountId)
      .where('products.id', '>', after)
      .orderBy('products.id')
      .limit(PAGE)
      .select('products.*', 'categories.identifier as category_identifier')
    if (rows.length === 0) return
    after = rows[rows.length - 1].id
    const { secondary, refurb } = await productRelations(rows.map((row) => String(row.id)))
    yield rows.map((row) => ({
      id: row.id,
      categoryIdentifier: row.category_identifier,
      label: row.label,
      brand: row.brand,
      modele: row.modele,
      reference: row.reference,
      eanCode: row.ean_code,
      tacCodes: row.tac_codes,
      isCollectingImei: Boolean(row.is_collecting_imei),
      comment: row.comment,
      height: row.height,
      width: row.width,
      length: row.length,
      weight: row.weight,
      buybackZeroNotAllowed: Boolean(row.buyback_zero_not_allowed),
      status: row.status,
      priceGradeA: row.price_grade_a,
      buybackPriceGradeA: row.buyback_price_grade_a,
      buybackPriceGradeB: row.buyback_price_grade_b,
      buybackPriceGradeC: row.buyback_price_grade_c,
      buybackPriceGradeD: row.buyback_price_grade_d,
      buybackPriceGradeE: row.buyback_price_grade_e,
      buybackPriceFunctional: row.buyback_price_functional,
      secondaryCategoryIdentifiers: secondary.get(String(row.id)) ?? [],
      refurbQuestionIds: refurb.get(String(row.id)) ?? [],
      image: row.image,
    }))
    if (rows.length < PAGE) return
  }
}

/** The secondary categories (identifiers) and refurb questions (ids) of a page of products. */
async function productRelations(ids: string[]) {
  const secondary = new Map<string, string[]>()
  const refurb = new Map<string, number[]>()
  const push = <T>(map: Map<string, T[]>, key: string, value: T) => {
    const list = map.get(key) ?? []
    list.push(value)
    map.set(key, list)
  }
  for (const row of await db
    .from('product_secondary_categories')
    .join('categories', 'categories.id', 'product_secondary_categories.category_id')
    .whereIn('product_secondary_categories.product_id', ids)
    .orderBy('categories.identifier')
    .select('product_secondary_categories.product_id', 'categories.identifier')) {
    push(secondary, String(row.product_id), String(row.identifier))
  }
  for (const row of await db
    .from('product_refurb_questions')
    .whereIn('product_id', ids)
    .orderBy('question_id')
    .select('product_id', 'question_id')) {
    push(refurb, String(row.product_id), Number(row.question_id))
  }
  return { secondary, refurb }
}

export async function* categoryRecords(accountId: number): AsyncGenerator<ExportRecord[]> {
  const categories = await db.from('categories').where('account_id', accountId).orderBy('path').orderBy('id')
  const identifiers = new Map(categories.map((row) => [row.id, row.identifier]))
  const warehouses = await db
    .from('category_warehouses')
    .whereIn(
      'category_id',
      categories.map((row) => row.id)
    )
    .orderBy('warehouse_id')
    .select('category_id', 'warehouse_id')
  const warehousesOf = (id: number) =>
    warehouses.filter((row) => row.category_id === id).map((row) => Number(row.warehouse_id))
  yield categories.map((row) => ({
    identifier: row.identifier,
    label: row.label,
    parentIdentifier: row.parent_id ? identifiers.get(row.parent_id) : null,
    buyerAccountId: row.buyer_account_id,
    warehouseIds: warehousesOf(row.id),
    defaultHeight: row.default_height,
    defaultWidth: row.default_width,
    defaultLength: row.default_length,
    defaultWeight: row.default_weight,
    maxWeight: row.max_weight,
    imageAlt: row.image_alt,
    highlightedInstruction: row.highlighted_instruction,
    childrenDescription: row.children_description,
    absorptionType: row.absorption_type,
    // Whole cents in a decimal column: MySQL hands "1000.00", which a French file would write "1000,00".
    absorptionValue: row.absorption_value === null ? null : Number(row.absorption_value),
    requiresDataErasure: Boolean(row.requires_data_erasure),
    status: row.status,
  }))
}

export async function* questionRecords(accountId: number): AsyncGenerator<ExportRecord[]> {
  const questions = await DiagnosticQuestion.query()
    .join('categories', 'categories.id', 'diagnostic_questions.category_id')
    .where('categories.account_id', accountId)
    .orderBy('diagnostic_questions.category_id')
    .orderBy('diagnostic_questions.position')
    .select('diagnostic_questions.*', 'categories.identifier as category_identifier')
    .preload('answers', (answers) => answers.orderBy('position'))
  yield questions.map((question) => ({
    id: question.id,
    categoryIdentifier: question.$extras.category_identifier,
    status: question.status,
    title: question.title,
    howToTest: question.howToTest ?? {},
    answers: question.answers.map((answer) => ({
      id: answer.id,
      name: answer.name,
      description: answer.description,
      gradeCap: answer.gradeCap,
      priceImpact: answer.priceImpact,
    })),
    // Its own column (catalogue_imports/columns.ts): "" when no answer quarantines, else one per answer.
    answerQuarantineReasons: question.answers.some((answer) => answer.quarantineReason)
      ? question.answers.map((answer) => answer.quarantineReason ?? '').join('|')
      : '',
  }))
}
