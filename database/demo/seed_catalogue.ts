import { randomUUID } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Category from '#models/category'
import DiagnosticQuestion from '#models/diagnostic_question'
import DiagnosticAnswer from '#models/diagnostic_answer'
import type Organization from '#models/organization'
import { CATEGORY_TREE, categoryFamilies, type CategoryNode } from './catalogue/categories.js'
import { GRADE_RATIOS, MODEL_LINES } from './catalogue/products.js'
import { QUESTION_SETS } from './catalogue/question_sets.js'
import { ean13, seededRandom } from './random.js'
import { sqlDateTime } from '#services/sql_time'
import { indexMissingProducts } from '#services/product_search/search_index'
import { DemoPictures } from './pictures/stored_pictures.js'
import { finishOf } from './pictures/looks.js'

interface CatalogueContext {
  retailerId: number
  buyerId: number
  warehouses: Organization[]
  pictures: DemoPictures
}

/** The family (its question set) of each category, by identifier: what its pictures show. */
const FAMILIES = categoryFamilies()

async function createTree(
  trx: TransactionClientContract,
  node: CategoryNode,
  context: CatalogueContext,
  parent?: Category
) {
  // A family's erasure requirement holds for its brands, where the products are.
  const dataErasure = node.dataErasure ?? parent?.requiresDataErasure ?? false
  const category = await Category.create(
    {
      accountId: context.retailerId,
      parentId: parent?.id ?? null,
      path: parent ? `${parent.path}${parent.id}/` : '/',
      label: node.label,
      identifier: node.identifier,
      buyerAccountId: context.buyerId,
      defaultLength: node.dimensions[0],
      defaultWidth: node.dimensions[1],
      defaultHeight: node.dimensions[2],
      defaultWeight: node.weight,
      absorptionType: node.absorption?.type ?? 'none',
      absorptionValue: node.absorption?.value ?? null,
      requiresDataErasure: dataErasure,
      imageUrl: await context.pictures.category(node.identifier, FAMILIES.get(node.identifier)!),
      imageAlt: node.label,
      status: 'active',
    },
    { client: trx }
  )
  await category.related('warehouses').attach(
    context.warehouses.map((warehouse) => warehouse.id),
    trx
  )

  for (const [position, question] of (node.questions ? QUESTION_SETS[node.questions] : []).entries()) {
    const created = await DiagnosticQuestion.create(
      {
        categoryId: category.id,
        position,
        title: question.title,
        howToTest: question.howToTest,
        status: 'active',
      },
      { client: trx }
    )
    await DiagnosticAnswer.createMany(
      question.answers.map((answer, index) => ({
        questionId: created.id,
        position: index,
        name: answer.name,
        gradeCap: answer.cap,
        priceImpact: answer.impact ?? 0,
        quarantineReason: answer.quarantine ?? null,
      })),
      { client: trx }
    )
  }

  const byIdentifier = new Map([[node.identifier, category]])
  for (const child of node.children ?? []) {
    for (const [key, value] of await createTree(trx, child, context, category)) byIdentifier.set(key, value)
  }
  return byIdentifier
}

const cents = (euros: number) => Math.round(euros) * 100

/** The demo's search synonyms: what customers type → what the catalogue calls it. */
const SEARCH_SYNONYMS: [term: string, replacement: string][] = [
  ['ps5', 'playstation 5'],
  ['ps4', 'playstation 4'],
  ['switch', 'nintendo switch'],
  ['montre', 'watch'],
]

/**
 * The demo catalogue of Demo Retail: the category tree with its questions, and some 300 products with
 * valid EANs, TAC codes for phones, and grade prices.
 */
export async function seedCatalogue(
  trx: TransactionClientContract,
  settings: Omit<CatalogueContext, 'pictures'>
) {
  const context: CatalogueContext = { ...settings, pictures: new DemoPictures() }
  const categories = await createTree(trx, CATEGORY_TREE, context)
  const random = seededRandom(20261122)
  const products: Record<string, unknown>[] = []
  const tacs: { product_id: string; tac: string }[] = []
  const now = sqlDateTime()

  for (const line of MODEL_LINES) {
    const category = categories.get(line.category)!
    for (const [model, euros] of line.models) {
      const modelTacs = line.imei ? [`35${random.digits(6)}`, `35${random.digits(6)}`] : []
      for (const [variant, factor] of line.variants) {
        for (const colour of line.colours ?? [null]) {
          const price = euros * factor
          const id = randomUUID()
          // "Apple Watch Series 9" already names its brand: no "Apple Apple Watch".
          const brand = model.startsWith(line.brand) ? null : line.brand
          const label = [brand, model, variant, colour].filter(Boolean).join(' ')
          products.push({
            id,
            account_id: context.retailerId,
            category_id: category.id,
            label,
            brand: line.brand,
            modele: model,
            reference: `${line.brand.slice(0, 3).toUpperCase()}-${random.digits(6)}`,
            ean_code: ean13(`${random.pick(['019', '088', '400', '340', '490'])}${random.digits(9)}`),
            tac_codes: modelTacs.join(',') || null,
            is_collecting_imei: Boolean(line.imei),
            buyback_zero_not_allowed: random.next() < 0.2,
            status: random.next() < 0.06 ? 'draft' : 'published',
            image: await context.pictures.product(
              FAMILIES.get(line.category)!,
              line.brand,
              model,
              finishOf(variant, colour)
            ),
            weight: category.defaultWeight,
            length: category.defaultLength,
            width: category.defaultWidth,
            height: category.defaultHeight,
            price_grade_a: cents(price * 1.9),
            buyback_price_grade_a: cents(price * GRADE_RATIOS.a),
            buyback_price_grade_b: cents(price * GRADE_RATIOS.b),
            buyback_price_grade_c: cents(price * GRADE_RATIOS.c),
            buyback_price_grade_d: cents(price * GRADE_RATIOS.d),
            buyback_price_grade_e: cents(price * GRADE_RATIOS.e),
            buyback_price_functional: cents(price * GRADE_RATIOS.functional),
            created_at: now,
            updated_at: now,
          })
          for (const tac of modelTacs) tacs.push({ product_id: id, tac })
        }
      }
    }
  }
  for (let start = 0; start < products.length; start += 100) {
    await trx
      .insertQuery()
      .table('products')
      .multiInsert(products.slice(start, start + 100))
  }
  for (let start = 0; start < tacs.length; start += 200) {
    await trx
      .insertQuery()
      .table('product_tac_codes')
      .multiInsert(tacs.slice(start, start + 200))
  }
  await indexMissingProducts(trx)
  await trx
    .insertQuery()
    .table('search_synonyms')
    .multiInsert(
      SEARCH_SYNONYMS.map(([term, replacement]) => ({
        account_id: context.retailerId,
        term,
        replacement,
        created_at: now,
        updated_at: now,
      }))
    )
  return { categories, productCount: products.length }
}
