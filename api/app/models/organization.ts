import { Versioned } from '#models/mixins/versioned'
import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Account from '#models/account'
import type { OrganizationType } from '#domain/entity_tree'

/**
 * An entity of the organisation tree (part 1 §3 "Entity").
 */
export default class Organization extends compose(BaseModel, Versioned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountId: number

  @column()
  declare parentId: number | null

  @column({ serializeAs: null })
  declare path: string

  @column()
  declare type: OrganizationType

  @column()
  declare moduleType: 'root' | 'tim' | 'rps' | 'lcm'

  @column()
  declare commonName: string

  @column()
  declare corporateName: string | null

  @column()
  declare buyerAccountId: number | null

  @column()
  declare externalId: string | null

  @column()
  declare email: string | null

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

  @column({ consume: (value) => (value === null ? null : Number(value)) })
  declare latitude: number | null

  @column({ consume: (value) => (value === null ? null : Number(value)) })
  declare longitude: number | null

  @column()
  declare defaultWarehouseId: number | null

  @column()
  declare stockId: number | null

  @belongsTo(() => Account)
  declare account: BelongsTo<typeof Account>

  @belongsTo(() => Organization, { foreignKey: 'parentId' })
  declare parent: BelongsTo<typeof Organization>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
