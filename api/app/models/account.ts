import { Versioned } from '#models/mixins/versioned'
import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column, hasMany, hasOne } from '@adonisjs/lucid/orm'
import type { HasMany, HasOne } from '@adonisjs/lucid/types/relations'
import AccountModule from '#models/account_module'
import OrganizationRootDetail from '#models/organization_root_detail'

export default class Account extends compose(BaseModel, Versioned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare commonName: string

  @column()
  declare corporateName: string | null

  @column()
  declare siret: string | null

  @column()
  declare shareCapital: number | null

  @column()
  declare status: 'active' | 'inactive'

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

  @column()
  declare webUrl: string | null

  @column()
  declare gtmId: string | null

  @column()
  declare consentToolId: string | null

  @column()
  declare paymentIssuer: 'retailer' | 'buyer'

  @column()
  declare transportContractHolder: 'retailer' | 'buyer'

  @column({ consume: Boolean })
  declare isPlatform: boolean

  @column()
  declare language: string

  @column()
  declare currency: string

  @column()
  declare mainColor: string

  @column()
  declare logo: string | null

  @column()
  declare favicon: string | null

  @hasMany(() => AccountModule)
  declare modules: HasMany<typeof AccountModule>

  @hasOne(() => OrganizationRootDetail)
  declare rootDetail: HasOne<typeof OrganizationRootDetail>

  /** Set when the account was deleted but kept, anonymised, for its history (actions/clients/delete_client.ts). */
  @column.dateTime()
  declare deletedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
