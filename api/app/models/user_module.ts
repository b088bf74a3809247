import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Organization from '#models/organization'
import type { ModuleType, UserType } from '#permissions/names'

/**
 * One module held by a user, with the role (user type) and the parent entity in that module.
 */
export default class UserModule extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare module: ModuleType

  @column()
  declare role: UserType

  @column()
  declare organizationId: number | null

  @belongsTo(() => Organization)
  declare organization: BelongsTo<typeof Organization>
}
