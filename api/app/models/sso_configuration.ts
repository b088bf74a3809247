import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { booleanColumn, encryptedColumn } from '#models/columns'
import { Versioned } from '#models/mixins/versioned'
import SsoDomain from '#models/sso_domain'

/** An organisation's OpenID Connect provider: versioned, its client secret encrypted at rest. */
export default class SsoConfiguration extends compose(BaseModel, Versioned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountId: number

  @column()
  declare issuer: string

  @column()
  declare clientId: string

  @column(encryptedColumn)
  declare clientSecret: string | null

  @column(booleanColumn)
  declare isActive: boolean

  /** Link users by the provider's e-mails even when it does not assert them as verified (off by default). */
  @column(booleanColumn)
  declare trustProviderEmails: boolean

  @hasMany(() => SsoDomain)
  declare domains: HasMany<typeof SsoDomain>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
