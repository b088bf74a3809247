import { Versioned } from '#models/mixins/versioned'
import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, manyToMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, ManyToMany } from '@adonisjs/lucid/types/relations'
import { booleanColumn, jsonColumn } from '#models/columns'
import Circuit from '#models/circuit'
import Category from '#models/category'

export default class DispatchCircuitRule extends compose(BaseModel, Versioned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountId: number

  @column()
  declare circuitId: number

  @column()
  declare description: string | null

  @column()
  declare terms: string | null

  @column(booleanColumn)
  declare traceabilityEnabled: boolean

  @column()
  declare status: 'enabled' | 'disabled'

  @column()
  declare highlightedInstruction: string | null

  @column(jsonColumn<string[]>(['FR']))
  declare eligibleCountries: string[]

  @column(jsonColumn<Record<string, string>>({}))
  declare customValues: Record<string, string>

  @column(jsonColumn<{ sequence: number; label: string; type: string }[]>([]))
  declare instructions: { sequence: number; label: string; type: string }[]

  @belongsTo(() => Circuit)
  declare circuit: BelongsTo<typeof Circuit>

  @manyToMany(() => Category, { pivotTable: 'dispatch_circuit_rule_categories', pivotForeignKey: 'rule_id' })
  declare categories: ManyToMany<typeof Category>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
