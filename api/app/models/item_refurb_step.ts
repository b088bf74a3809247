import { Versioned } from '#models/mixins/versioned'
import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export const ITEM_REFURB_STEP_STATUSES = ['to_do', 'in_progress', 'paused', 'cancelled', 'completed'] as const

/** One refurb step planned on an item; `version` detects two operators acting on it at once. */
export default class ItemRefurbStep extends compose(BaseModel, Versioned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare itemId: number

  @column()
  declare refurbStepId: number

  @column()
  declare status: (typeof ITEM_REFURB_STEP_STATUSES)[number]

  @column()
  declare stockId: number | null

  @column()
  declare userId: number | null

  @column()
  declare comment: string | null

  @column()
  declare cancelReason: string | null

  @column()
  declare cost: number

  @column.dateTime()
  declare startedAt: DateTime | null

  @column.dateTime()
  declare completedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
