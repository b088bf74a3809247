import { Versioned } from '#models/mixins/versioned'
import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column, hasMany, manyToMany } from '@adonisjs/lucid/orm'
import type { HasMany, ManyToMany } from '@adonisjs/lucid/types/relations'
import { jsonColumn } from '#models/columns'
import CircuitInstruction from '#models/circuit_instruction'
import CircuitPackingStep from '#models/circuit_packing_step'
import PaymentMode from '#models/payment_mode'

export const CIRCUIT_CODES = [
  'store_collect',
  'store_drop',
  'store_drop_label',
  'web_collect',
  'web_drop',
  'web_drop_label',
  'web_post',
] as const
export type CircuitCode = (typeof CIRCUIT_CODES)[number]
export type Deposit = 'collect' | 'drop' | 'drop_label' | 'post'

/** A path a product takes from the customer to the workshop (part 1 §3 "Circuit"). */
export default class Circuit extends compose(BaseModel, Versioned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountId: number

  @column()
  declare code: CircuitCode

  @column()
  declare name: string

  @column()
  declare description: string | null

  @column()
  declare channel: 'web' | 'store'

  @column()
  declare deposit: Deposit

  @column(jsonColumn<string[]>(['FR']))
  declare eligibleCountries: string[]

  @column()
  declare transferOrderNumberOfCopy: number

  @column()
  declare depositBonus: number

  @column()
  declare status: 'active' | 'inactive'

  @hasMany(() => CircuitInstruction)
  declare defaultInstructions: HasMany<typeof CircuitInstruction>

  @hasMany(() => CircuitPackingStep)
  declare packingSteps: HasMany<typeof CircuitPackingStep>

  @manyToMany(() => PaymentMode, { pivotTable: 'circuit_payment_modes' })
  declare paymentModes: ManyToMany<typeof PaymentMode>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
