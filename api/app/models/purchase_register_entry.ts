import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { encryptedColumn } from '#models/columns'
import type { EntryKind } from '#services/purchase_register/record'

/**
 * One entry of the purchase register (migration 0135): written once by services/purchase_register/record.ts,
 * never changed nor deleted (the database refuses it). The identity number is encrypted at rest.
 */
export default class PurchaseRegisterEntry extends BaseModel {
  static table = 'purchase_register'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountId: number

  @column()
  declare registerKey: string

  @column()
  declare organizationId: number | null

  @column()
  declare number: number

  @column()
  declare kind: EntryKind

  @column()
  declare correctsEntryId: number | null

  @column()
  declare buybackId: number

  @column.dateTime()
  declare recordedAt: DateTime

  @column()
  declare category: string | null

  @column()
  declare brand: string | null

  @column()
  declare model: string | null

  @column()
  declare serialNumber: string | null

  @column()
  declare imei: string | null

  @column()
  declare price: number

  @column()
  declare currency: string

  @column()
  declare paymentType: string | null

  @column()
  declare sellerFirstname: string | null

  @column()
  declare sellerLastname: string | null

  @column()
  declare sellerAddress: string | null

  @column()
  declare sellerEmail: string | null

  @column()
  declare identityType: string | null

  @column(encryptedColumn)
  declare identityNumber: string | null

  @column()
  declare identityAuthority: string | null

  @column()
  declare identityDeliveryDate: string | null

  @column.dateTime()
  declare sellerErasedAt: DateTime | null

  @column.dateTime()
  declare createdAt: DateTime
}
