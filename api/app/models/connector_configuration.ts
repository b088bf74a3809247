import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { booleanColumn } from '#models/columns'
import { Versioned } from '#models/mixins/versioned'
import ConnectorConfigurationProperty from '#models/connector_configuration_property'

/** A client's configuration of one connector kind (services/connectors/kinds.ts), versioned. */
export default class ConnectorConfiguration extends compose(BaseModel, Versioned) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare accountId: number

  /** The id of its kind in the registry. */
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
