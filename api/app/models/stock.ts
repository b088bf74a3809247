import { Versioned } from '#models/mixins/versioned'
import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export const NATIVE_STOCKS = [
  'to_be_verified',
  'refurb_completed',
  'customer_return',
  'in_quarantine',
  'to_refurbish',
] as const
export type NativeStock = (typeof NATIVE_STOCKS)[number]

export default class Stock extends compose(BaseModel, Versioned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountId: number

  @column()
  declare warehouseId: number | null

  @column()
  declare name: string

  @column()
  declare identifier: string | null

  @column()
  declare location: string | null

  @column()
  declare nativeKind: NativeStock | null

  get isNative() {
    return this.nativeKind !== null
  }

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
