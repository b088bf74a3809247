import { Versioned } from '#models/mixins/versioned'
import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column, hasMany, manyToMany } from '@adonisjs/lucid/orm'
import type { HasMany, ManyToMany } from '@adonisjs/lucid/types/relations'
import { booleanColumn } from '#models/columns'
import Organization from '#models/organization'
import WarehouseDispatchCondition from '#models/warehouse_dispatch_condition'

/** Which workshop receives an item: the first enabled rule whose conditions all match, by position. */
export default class WarehouseDispatchRule extends compose(BaseModel, Versioned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountId: number

  @column()
  declare title: string

  @column()
  declare position: number

  @column()
  declare defaultWarehouseId: number | null

  @column(booleanColumn)
  declare geographic: boolean

  @column()
  declare status: 'enabled' | 'disabled'

  @hasMany(() => WarehouseDispatchCondition, { foreignKey: 'ruleId' })
  declare conditions: HasMany<typeof WarehouseDispatchCondition>

  @manyToMany(() => Organization, {
    pivotTable: 'warehouse_dispatch_destinations',
    pivotForeignKey: 'rule_id',
    pivotRelatedForeignKey: 'warehouse_id',
  })
  declare warehouses: ManyToMany<typeof Organization>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
