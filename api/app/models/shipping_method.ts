import { DateTime } from 'luxon'
import { BaseModel, column, manyToMany } from '@adonisjs/lucid/orm'
import type { ManyToMany } from '@adonisjs/lucid/types/relations'
import { jsonColumn } from '#models/columns'
import PaymentMode from '#models/payment_mode'

export default class ShippingMethod extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountId: number

  @column()
  declare channel: 'web' | 'store'

  @column()
  declare type: string

  @column()
  declare description: string | null

  @column()
  declare modifierType: 'fixed' | 'percentage'

  @column()
  declare modifierValue: number

  @column()
  declare modifierCappedAmount: number | null

  @column(jsonColumn<string[]>(['FR']))
  declare countries: string[]

  @column()
  declare status: 'active' | 'inactive'

  @manyToMany(() => PaymentMode, { pivotTable: 'shipping_method_payment_modes' })
  declare paymentModes: ManyToMany<typeof PaymentMode>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
