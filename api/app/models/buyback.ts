import { Versioned } from '#models/mixins/versioned'
import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { randomBytes } from 'node:crypto'
import { BaseModel, beforeCreate, belongsTo, column, hasOne } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasOne } from '@adonisjs/lucid/types/relations'
import { jsonColumn } from '#models/columns'
import Customer from '#models/customer'
import Product from '#models/product'
import Circuit from '#models/circuit'
import Organization from '#models/organization'
import Item from '#models/item'
import { audited } from '#services/audit'

/** A buy-back's unguessable reference (`Buyback.reference`). */
export const newBuybackReference = () => randomBytes(16).toString('hex')

/** What a buy-back's reference looks like, for route matchers and validators. */
export const BUYBACK_REFERENCE = /^[0-9a-f]{32}$/

export interface Declaration {
  responses: { questionId: number; answerId: number }[]
  grade: string | null
  imei?: string | null
}

/** A buy-back: one product bought from one customer (part 1 §3 "Buyback"); prices in cents. */
export default class Buyback extends compose(BaseModel, Versioned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare identificationNumber: string

  @column()
  declare externalCode: string | null

  @column()
  declare accountId: number

  @column()
  declare buyerAccountId: number | null

  /**
   * 128 random bits in hex, by which the storefront reaches the buy-back (a pre-declared one it completes)
   * without the sequential id; null only on rows written in bulk by the large seed.
   */
  @column()
  declare reference: string | null

  @beforeCreate()
  static giveReference(buyback: Buyback) {
    buyback.reference ??= newBuybackReference()
  }

  @column()
  declare cartId: string | null

  @column()
  declare status: string

  @column()
  declare channel: 'web' | 'store'

  @column()
  declare circuitId: number | null

  @column()
  declare categoryId: number | null

  @column()
  declare productId: string | null

  @column()
  declare customerId: number | null

  @column()
  declare storeId: number | null

  @column()
  declare warehouseId: number | null

  @column()
  declare sellerId: number | null

  @column()
  declare paymentModeId: number | null

  @column()
  declare shippingMethodId: number | null

  @column()
  declare trackingNumber: string | null

  @column()
  declare imei: string | null

  @column()
  declare serialNumber: string | null

  @column()
  declare deliveryStatus: string | null

  @column()
  declare comment: string | null

  @column()
  declare declaredGrade: string | null

  @column()
  declare controlledGrade: string | null

  @column()
  declare declaredPrice: number | null

  @column()
  declare predeclaredPrice: number | null

  @column()
  declare controlledPrice: number | null

  @column()
  declare validatedPrice: number | null

  /** What the category absorbed at verification (controlled lower, declared price kept), in cents. */
  @column()
  declare absorbedPrice: number | null

  @column()
  declare paidPrice: number | null

  @column()
  declare bonus: number

  @column()
  declare paymentModifier: number

  @column()
  declare shippingModifier: number

  @column(jsonColumn<Declaration | null>(null))
  declare declaration: Declaration | null

  @column()
  declare cancelReason: 'customer_retractation' | 'technical_problem' | 'other' | null

  @column()
  declare cancelComment: string | null

  /** The carrier's message when it refused the shipping label, until one is booked (shipping_labels.ts). */
  @column()
  declare labelRefusal: string | null

  @column.dateTime()
  declare labelRefusedAt: DateTime | null

  @belongsTo(() => Customer)
  declare customer: BelongsTo<typeof Customer>

  @belongsTo(() => Product)
  declare product: BelongsTo<typeof Product>

  @belongsTo(() => Circuit)
  declare circuit: BelongsTo<typeof Circuit>

  @belongsTo(() => Organization, { foreignKey: 'storeId' })
  declare store: BelongsTo<typeof Organization>

  @hasOne(() => Item)
  declare item: HasOne<typeof Item>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}

audited(Buyback, 'buyback')
