import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { encryptedColumn } from '#models/columns'
import type { NationalIdentificationType } from '#domain/identifiers'
import { audited } from '#services/audit'

/** A customer who sells a product. IBAN and identity-document number are encrypted and never serialised. */
export default class Customer extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountId: number

  @column()
  declare firstname: string

  @column()
  declare lastname: string

  @column()
  declare email: string

  @column()
  declare phone: string | null

  @column()
  declare street: string | null

  @column()
  declare streetComplement: string | null

  @column()
  declare zipCode: string | null

  @column()
  declare city: string | null

  @column()
  declare country: string

  /** fr, en, nl or de: the language of the customer's documents and e-mails. */
  @column()
  declare language: string

  @column(encryptedColumn)
  declare iban: string | null

  @column()
  declare nationalIdentificationType: NationalIdentificationType | null

  @column(encryptedColumn)
  declare nationalIdentificationNumber: string | null

  @column()
  declare nationalIdentificationAuthority: string | null

  @column.date()
  declare nationalIdentificationDeliveryDate: DateTime | null

  /** When the retention job or an erasure request removed the identity document and IBAN. */
  @column.dateTime()
  declare identityErasedAt: DateTime | null

  /** When the contact data (names, e-mail, phone, address) was removed. */
  @column.dateTime()
  declare contactErasedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}

audited(Customer, 'customer', ['iban', 'nationalIdentificationNumber'])
