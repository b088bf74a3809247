import { Versioned } from '#models/mixins/versioned'
import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import RefurbDiagnosticAnswer from '#models/refurb_diagnostic_answer'

export default class RefurbDiagnosticQuestion extends compose(BaseModel, Versioned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountId: number

  @column()
  declare title: string

  @column()
  declare type: 'unique' | 'multiple'

  @column()
  declare description: string | null

  @column()
  declare position: number

  @hasMany(() => RefurbDiagnosticAnswer, { foreignKey: 'questionId' })
  declare answers: HasMany<typeof RefurbDiagnosticAnswer>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
