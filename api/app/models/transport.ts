import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { TransportKind } from '#domain/delivery_statuses'

/** One journey booked with a carrier: a buy-back's parcel, a package, or an item going back to its customer. */
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
  declare accountId: number | null

  @column()
  declare kind: TransportKind

  /** An item to return travels alone, with its own label. */
  @column()
  declare itemId: number | null

  @column()
  declare originId: number | null

  @column()
  declare destinationId: number | null

  @column()
  declare company: string

  @column()
  declare labelKey: string | null

  @column()
  declare trackingNumber: string | null

  @column()
  declare trackingLink: string | null

  @column()
  declare lastDeliveryStatus: string | null

  @column.dateTime()
  declare lastDeliveryStatusAt: DateTime | null

  @column.dateTime()
  declare deliveredAt: DateTime | null

  /** Read by the tracking job until a final delivery status arrives. */
  @column()
  declare isTracked: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
