import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { ModuleType } from '#permissions/names'

export default class AccountModule extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountId: number

  @column()
  declare module: ModuleType
}
