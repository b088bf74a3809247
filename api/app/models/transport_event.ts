import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A delivery event read from the carrier (part 1 §4 "Delivery statuses"), recorded once. */
export default class TransportEvent extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare transportId: number

  @column()
  declare code: string

  @column.dateTime()
  declare occurredAt: DateTime

  @column()
  declare location: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
