import { BaseModel, column } from '@adonisjs/lucid/orm'
import { localizedText, type LocalizedText } from '#services/localized_text'
import type { GradeCap } from '#domain/pricing'
import type { QuarantineReason } from '#domain/verification'

export default class DiagnosticAnswer extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare questionId: number

  @column()
  declare position: number

  @column(localizedText)
  declare name: LocalizedText

  @column(localizedText)
  declare description: LocalizedText | null

  @column()
  declare gradeCap: GradeCap

  @column()
  declare priceImpact: number

  /** A finding (lock, blacklist) rather than a condition: the verification quarantines for this reason. */
  @column()
  declare quarantineReason: QuarantineReason | null
}
