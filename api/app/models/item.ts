import { Versioned } from '#models/mixins/versioned'
import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Stock from '#models/stock'

/** The physical product of a buy-back, from the customer to the workshop's stock. */
export default class Item extends compose(BaseModel, Versioned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare buybackId: number

  @column()
  declare identificationNumber: string

  @column()
  declare status: string

  @column()
  declare stockId: number | null

  @column()
  declare warehouseId: number | null

  @column()
  declare destinationWarehouseId: number | null

  @column()
  declare storeId: number | null

  @column()
  declare productId: string | null

  @column()
  declare categoryId: number | null

  @column()
  declare brand: string | null

  @column()
  declare model: string | null

  @column()
  declare name: string | null

  @column()
  declare purchasingPrice: number | null

  @column()
  declare totalPlannedCost: number

  @column()
  declare completedStepCost: number

  @column.dateTime()
  declare stockEnteredAt: DateTime | null

  /** Released from quarantine: the day the item may be worked on again. */
  @column.date()
  declare readyFrom: DateTime | null

  @belongsTo(() => Stock)
  declare stock: BelongsTo<typeof Stock>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
