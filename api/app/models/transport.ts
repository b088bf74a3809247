import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class Transport extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare uuid: string

  @column()
  declare buybackId: number | null

  @column()
  declare packageId: number | null

  @column()
  declare company: string

  @column()
  declare trackingNumber: string | null

  @column()
  declare trackingLink: string | null

  @column()
  declare lastDeliveryStatus: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
