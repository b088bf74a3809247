import { Versioned } from '#models/mixins/versioned'
import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { localizedText, type LocalizedText } from '#services/localized_text'
import DiagnosticAnswer from '#models/diagnostic_answer'

/** A homologation question of a category; its answers cap the grade and move the price. */
export default class DiagnosticQuestion extends compose(BaseModel, Versioned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare categoryId: number

  @column()
  declare position: number

  @column(localizedText)
  declare title: LocalizedText

  @column(localizedText)
  declare howToTest: LocalizedText | null

  @column()
  declare status: 'active' | 'inactive'

  @hasMany(() => DiagnosticAnswer, { foreignKey: 'questionId' })
  declare answers: HasMany<typeof DiagnosticAnswer>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
