import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class ExportJob extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountId: number

  @column()
  declare createdById: number | null

  @column()
  declare type: 'product' | 'category' | 'diagnostic_question' | 'buyback'

  @column()
  declare status: 'idle' | 'in_progress' | 'success' | 'error'

  @column()
  declare url: string | null

  /** Where its CSV is kept (a random key); null on exports made before keys were random. */
  @column()
  declare fileKey: string | null

  @column()
  declare entriesCount: number | null

  @column()
  declare error: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
