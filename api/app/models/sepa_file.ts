import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A SEPA credit-transfer file (pain.001) of an account's bank transfers, kept with its payments. */
export default class SepaFile extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountId: number

  @column()
  declare messageId: string

  @column({ serializeAs: null })
  declare fileKey: string

  @column()
  declare paymentCount: number

  @column({ consume: Number })
  declare totalAmount: number

  @column()
  declare currency: string

  @column()
  declare createdBy: number | null

  @column.dateTime()
  declare confirmedAt: DateTime | null

  @column()
  declare confirmedBy: number | null

  /** When the bank's adapter took the file (a configured bank payment connector), and its reference there. */
  @column.dateTime()
  declare sentAt: DateTime | null

  @column()
  declare bankReference: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
