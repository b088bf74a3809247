import { Versioned } from '#models/mixins/versioned'
import { compose } from '@adonisjs/core/helpers'
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import {
  BaseModel,
  afterDelete,
  afterSave,
  beforeCreate,
  belongsTo,
  column,
  manyToMany,
} from '@adonisjs/lucid/orm'
import { reindexProduct, unindexProduct } from '#services/product_search/search_index'
import type { BelongsTo, ManyToMany } from '@adonisjs/lucid/types/relations'
import { booleanColumn } from '#models/columns'
import type { GradePrices } from '#domain/pricing'
import Category from '#models/category'
import RefurbDiagnosticQuestion from '#models/refurb_diagnostic_question'

const tacList = {
  prepare: (value: string[] | null) => (value?.length ? value.join(',') : null),
  consume: (value: string | null) => (value ? value.split(',') : []),
}

/**
 * Rows written by bulk inserts (demo and large seeds) may hold a JavaScript Date, which better-sqlite3
 * stores as epoch milliseconds; Lucid's default reader only knows SQL strings and Date objects.
 */
const timestamp = {
  consume: (value: unknown) => {
    if (typeof value === 'number') return DateTime.fromMillis(value, { zone: 'utc' })
    if (value instanceof Date) return DateTime.fromJSDate(value)
    return typeof value === 'string' ? DateTime.fromSQL(value) : value
  },
}

/** A product of the catalogue with its buy-back price per grade, in cents (part 1 §3 "Product"). */
export default class Product extends compose(BaseModel, Versioned) {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare id: string

  @column()
  declare accountId: number

  @column()
  declare categoryId: number

  @column()
  declare label: string

  @column()
  declare brand: string | null

  @column()
  declare modele: string | null

  @column()
  declare reference: string | null

  @column()
  declare eanCode: string | null

  @column(tacList)
  declare tacCodes: string[]

  @column(booleanColumn)
  declare isCollectingImei: boolean

  @column()
  declare comment: string | null

  @column()
  declare height: number | null

  @column()
  declare width: number | null

  @column()
  declare length: number | null

  @column()
  declare weight: number | null

  @column(booleanColumn)
  declare buybackZeroNotAllowed: boolean

  @column()
  declare image: string | null

  @column()
  declare imageHd: string | null

  @column()
  declare status: 'draft' | 'published'

  @column()
  declare priceGradeA: number | null

  @column()
  declare buybackPriceGradeA: number | null

  @column()
  declare buybackPriceGradeB: number | null

  @column()
  declare buybackPriceGradeC: number | null

  @column()
  declare buybackPriceGradeD: number | null

  @column()
  declare buybackPriceGradeE: number | null

  @column()
  declare buybackPriceFunctional: number | null

  /** Its buy-back price per grade, as the pricing module reads them. */
  get gradePrices(): GradePrices {
    return {
      A: this.buybackPriceGradeA,
      B: this.buybackPriceGradeB,
      C: this.buybackPriceGradeC,
      D: this.buybackPriceGradeD,
      E: this.buybackPriceGradeE,
      functional: this.buybackPriceFunctional,
    }
  }

  @belongsTo(() => Category)
  declare category: BelongsTo<typeof Category>

  @manyToMany(() => Category, { pivotTable: 'product_secondary_categories' })
  declare secondaryCategories: ManyToMany<typeof Category>

  @manyToMany(() => RefurbDiagnosticQuestion, {
    pivotTable: 'product_refurb_questions',
    pivotRelatedForeignKey: 'question_id',
  })
  declare refurbQuestions: ManyToMany<typeof RefurbDiagnosticQuestion>

  @beforeCreate()
  static assignId(product: Product) {
    product.id ??= randomUUID()
  }

  @column.dateTime({ autoCreate: true, ...timestamp })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true, ...timestamp })
  declare updatedAt: DateTime

  /** The relevance search's index and vocabulary follow its words, in the same transaction. */
  @afterSave()
  static async searchWordsChanged(product: Product) {
    await reindexProduct(product, product.$trx)
  }

  @afterDelete()
  static async searchWordsRemoved(product: Product) {
    await unindexProduct(product, product.$trx)
  }
}
