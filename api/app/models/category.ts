import { Versioned } from '#models/mixins/versioned'
import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column, hasMany, manyToMany } from '@adonisjs/lucid/orm'
import type { HasMany, ManyToMany } from '@adonisjs/lucid/types/relations'
import { numberColumn } from '#models/columns'
import Circuit from '#models/circuit'
import Organization from '#models/organization'
import DiagnosticQuestion from '#models/diagnostic_question'

export const ABSORPTION_TYPES = ['none', 'value', 'percentage_declared', 'percentage_controlled'] as const

/** A node of the retailer's catalogue tree; `path` holds the ancestors' ids ("/1/4/"). */
export default class Category extends compose(BaseModel, Versioned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountId: number

  @column()
  declare parentId: number | null

  @column({ serializeAs: null })
  declare path: string

  @column()
  declare label: string

  @column()
  declare identifier: string

  @column()
  declare buyerAccountId: number | null

  @column()
  declare defaultHeight: number | null

  @column()
  declare defaultWidth: number | null

  @column()
  declare defaultLength: number | null

  @column()
  declare defaultWeight: number

  @column()
  declare maxWeight: number | null

  @column()
  declare imageUrl: string | null

  @column()
  declare imageAlt: string | null

  @column()
  declare highlightedInstruction: string | null

  @column()
  declare childrenDescription: string | null

  @column()
  declare absorptionType: (typeof ABSORPTION_TYPES)[number]

  /** Cents for an absorption by value; a percentage for the two percentage types. */
  @column(numberColumn)
  declare absorptionValue: number | null

  /** Its items are validated into a sellable stock only after a completed data-erasure step. */
  @column()
  declare requiresDataErasure: boolean

  @column()
  declare status: 'active' | 'inactive'

  @column()
  declare position: number

  @manyToMany(() => Organization, {
    pivotTable: 'category_warehouses',
    pivotRelatedForeignKey: 'warehouse_id',
  })
  declare warehouses: ManyToMany<typeof Organization>

  @manyToMany(() => Circuit, { pivotTable: 'category_circuits', pivotColumns: ['active'] })
  declare circuits: ManyToMany<typeof Circuit>

  @hasMany(() => DiagnosticQuestion)
  declare questions: HasMany<typeof DiagnosticQuestion>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
