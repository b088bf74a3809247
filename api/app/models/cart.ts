import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { BaseModel, beforeCreate, column } from '@adonisjs/lucid/orm'

export default class Cart extends BaseModel {
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare id: string

  @column()
  declare accountId: number

  @column()
  declare channel: 'web' | 'store'

  @column()
  declare storeId: number | null

  @column()
  declare userId: number | null

  /** The storefront visitor who made the cart (a signed token's id; no user row). */
  @column()
  declare visitorId: string | null

  @column()
  declare customerId: number | null

  @column()
  declare predeclaredBuybackId: number | null

  @column()
  declare idempotencyKey: string | null

  @column()
  declare total: number

  @column()
  declare status: 'open' | 'checked_out' | 'expired'

  @column.dateTime()
  declare expiresAt: DateTime | null

  @beforeCreate()
  static assignId(cart: Cart) {
    cart.id ??= randomUUID()
  }

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
