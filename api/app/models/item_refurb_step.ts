import { Versioned } from '#models/mixins/versioned'
import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { ErasureMethod, ItemRefurbStepStatus } from '#domain/refurb_steps'

/**
 * One refurb step planned on an item; `version` detects two operators acting on it at once. Its status
 * moves only through the table of #domain/refurb_steps (actions/refurb/act_on_step.ts).
 */
export default class ItemRefurbStep extends compose(BaseModel, Versioned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare itemId: number

  @column()
  declare refurbStepId: number

  @column()
  declare status: ItemRefurbStepStatus

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

  /** A data-erasure step, once completed: how the device was erased, and the certificate or report. */
  @column()
  declare erasureMethod: ErasureMethod | null

  @column()
  declare erasureReference: string | null

  @column()
  declare erasureTool: string | null

  @column.dateTime()
  declare startedAt: DateTime | null

  @column.dateTime()
  declare completedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
