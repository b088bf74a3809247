import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#models/columns'

export type AuditChanges = Record<string, { from?: unknown; to?: unknown }>

/** Who created, updated or removed what, with the changed fields (secrets masked). */
export default class AuditLog extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountId: number | null

  @column()
  declare userId: number | null

  @column()
  declare action: 'create' | 'update' | 'remove'

  @column()
  declare entityType: string

  @column()
  declare entityId: string

  @column(jsonColumn<AuditChanges | null>(null))
  declare changes: AuditChanges | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
