import { Versioned } from '#models/mixins/versioned'
import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column, manyToMany } from '@adonisjs/lucid/orm'
import type { ManyToMany } from '@adonisjs/lucid/types/relations'
import { jsonColumn } from '#models/columns'
import PaymentMode from '#models/payment_mode'
import { SHIPPED_DEPOSITS } from '#domain/buyback_routes'

/** Deposits that travel with a carrier (part 1 §3 "Circuit" deposit types). */
export { SHIPPED_DEPOSITS }
export type ShippedDeposit = (typeof SHIPPED_DEPOSITS)[number]

export default class ShippingMethod extends compose(BaseModel, Versioned) {
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

  /** The deposit types it carries (circuits with a carrier: post, collect, drop_label). */
  @column(jsonColumn<ShippedDeposit[]>([...SHIPPED_DEPOSITS]))
  declare deposits: ShippedDeposit[]

  @column()
  declare status: 'active' | 'inactive'

  @manyToMany(() => PaymentMode, { pivotTable: 'shipping_method_payment_modes' })
  declare paymentModes: ManyToMany<typeof PaymentMode>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
