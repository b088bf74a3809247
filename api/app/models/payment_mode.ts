import { Versioned } from '#models/mixins/versioned'
import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { encryptedColumn } from '#models/columns'
import { audited } from '#services/audit'

import type { PaymentType } from '#domain/payment_modes'

export default class PaymentMode extends compose(BaseModel, Versioned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountId: number

  @column()
  declare provider: string

  @column()
  declare type: PaymentType

  @column()
  declare label: string

  @column()
  declare description: string

  @column()
  declare longDescription: string | null

  @column()
  declare mailContent: string | null

  @column()
  declare modifierType: 'fixed' | 'percentage'

  @column()
  declare modifierValue: number

  @column()
  declare modifierCappedAmount: number | null

  @column(encryptedColumn)
  declare iban: string | null

  @column()
  declare bonusMode: 'disabled' | 'percentage' | 'amount'

  @column()
  declare bonusValue: number | null

  @column()
  declare bonusCap: number | null

  @column()
  declare manualPaymentInfo: string | null

  @column()
  declare status: 'active' | 'inactive'

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}

audited(PaymentMode, 'payment_mode', ['iban'])
