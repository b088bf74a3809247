import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** One status change of a buy-back, an item or a payment: who, when, from, to, why. */
export default class StatusHistory extends BaseModel {
  static table = 'status_history'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare subjectType: 'buyback' | 'item' | 'payment'

  @column()
  declare subjectId: number

  @column()
  declare buybackId: number | null

  @column()
  declare event: string

  @column()
  declare fromStatus: string | null

  @column()
  declare toStatus: string

  @column()
  declare userId: number | null

  @column()
  declare actorKind: 'user' | 'customer' | 'system'

  @column()
  declare comment: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
