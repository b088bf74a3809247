import { Versioned } from '#models/mixins/versioned'
import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { encryptedColumn } from '#models/columns'
import { audited } from '#services/audit'

export default class Payment extends compose(BaseModel, Versioned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare buybackId: number

  @column()
  declare paymentModeId: number | null

  @column()
  declare status: string

  @column()
  declare amount: number

  @column()
  declare provider: string | null

  @column(encryptedColumn)
  declare iban: string | null

  @column()
  declare cardNumber: string | null

  @column()
  declare voucherNumber: string | null

  /** The same for every attempt: a provider pays one key once. */
  @column()
  declare idempotencyKey: string | null

  @column()
  declare attempts: number

  /** Why the last attempt failed (a catalogue code), until a relaunch. */
  @column()
  declare failureReason: string | null

  /** The provider's own message about that failure (a payment adapter's refusal), never a secret. */
  @column()
  declare failureDetail: string | null

  @column.dateTime()
  declare submittedAt: DateTime | null

  @column.dateTime()
  declare paidAt: DateTime | null

  @column()
  declare sepaFileId: number | null

  /** What the person who marked a manual payment as paid wrote (up to 255 characters). */
  @column()
  declare manualPaymentInfo: string | null

  /** The account holder the customer named with the IBAN of a transfer without IBAN. */
  @column()
  declare ibanHolder: string | null

  /** When the IBAN and its holder were removed (retention job, erasure request). */
  @column.dateTime()
  declare bankErasedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}

audited(Payment, 'payment', ['iban', 'cardNumber', 'voucherNumber'])
