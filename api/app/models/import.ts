import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { jsonColumn } from '#models/columns'

export interface ImportReport {
  error?: string | null
  linesCount: { found: number; inserted: number; updated: number; ignored: number }
  ignoredLines: { line: number; reason: string; email?: string }[]
}

export default class Import extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare sourceAccountId: number | null

  @column()
  declare destinationAccountId: number

  @column()
  declare createdById: number | null

  @column()
  declare origin: 'upload' | 'sftp'

  @column()
  declare dataType: string

  @column()
  declare strategy: string

  @column()
  declare status: 'error' | 'in_progress' | 'success' | 'success_with_ignored'

  @column()
  declare content: string | null

  @column(jsonColumn<ImportReport | null>(null))
  declare report: ImportReport | null

  @column.dateTime()
  declare queuedAt: DateTime | null

  @column.dateTime()
  declare startedAt: DateTime | null

  @column.dateTime()
  declare endedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
