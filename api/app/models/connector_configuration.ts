import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { booleanColumn } from '#models/columns'
import ConnectorConfigurationProperty from '#models/connector_configuration_property'

export default class ConnectorConfiguration extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountId: number

  @column()
  declare connector: string

  @column()
  declare name: string

  @column(booleanColumn)
  declare active: boolean

  @hasMany(() => ConnectorConfigurationProperty, { foreignKey: 'configurationId' })
  declare properties: HasMany<typeof ConnectorConfigurationProperty>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
