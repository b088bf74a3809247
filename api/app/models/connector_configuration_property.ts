import encryption from '@adonisjs/core/services/encryption'
import { decrypt } from '#services/app_keys'
import { BaseModel, beforeSave, column } from '@adonisjs/lucid/orm'
import { booleanColumn } from '#models/columns'
import { audited } from '#services/audit'

/** A connector setting; secret ones (credentials) are encrypted at rest and never serialised. */
export default class ConnectorConfigurationProperty extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare configurationId: number

  @column()
  declare name: string

  @column({
    serialize: (value, _attribute, model) =>
      (model as ConnectorConfigurationProperty).isSecret ? null : value,
  })
  declare value: string | null

  @column(booleanColumn)
  declare isSecret: boolean

  @beforeSave()
  static encryptSecret(property: ConnectorConfigurationProperty) {
    if (property.isSecret && property.$dirty.value && property.value) {
      property.value = encryption.encrypt(property.value)
    }
  }

  /** The clear value, for the connector that needs it. */
  get clearValue() {
    return this.isSecret && this.value ? (decrypt<string>(this.value) ?? null) : this.value
  }
}

audited(ConnectorConfigurationProperty, 'connector_property', ['value'])
