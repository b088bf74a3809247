import { Versioned } from '#models/mixins/versioned'
import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column, manyToMany } from '@adonisjs/lucid/orm'
import type { ManyToMany } from '@adonisjs/lucid/types/relations'
import Organization from '#models/organization'
import { booleanColumn } from '#models/columns'

/** A refurbishment step, with its cost per workshop (pivot `cost`, cents). */
export default class RefurbStep extends compose(BaseModel, Versioned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountId: number

  @column()
  declare name: string

  @column()
  declare description: string | null

  @column()
  declare stockId: number

  @column()
  declare status: 'active' | 'inactive'

  /** Completing it on an item requires the erasure method and a certificate or report reference. */
  @column(booleanColumn)
  declare dataErasure: boolean

  @manyToMany(() => Organization, {
    pivotTable: 'refurb_step_costs',
    pivotRelatedForeignKey: 'warehouse_id',
    pivotColumns: ['cost'],
  })
  declare costs: ManyToMany<typeof Organization>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
