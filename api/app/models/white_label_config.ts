import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Account from '#models/account'

/**
 * Which host serves which client's white-label storefront; `isDefault` marks the one served on hosts that
 * match no client (localhost in the embedded default).
 */
export default class WhiteLabelConfig extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountId: number

  @column()
  declare host: string | null

  @column({ consume: Boolean })
  declare isDefault: boolean

  @column()
  declare status: 'active' | 'inactive'

  @belongsTo(() => Account)
  declare account: BelongsTo<typeof Account>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
