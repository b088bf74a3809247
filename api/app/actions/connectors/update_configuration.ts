import type { I18n } from '@adonisjs/i18n'
import type ConnectorConfiguration from '#models/connector_configuration'
import type { ConnectorKind } from '#services/connectors/kinds'
import { SECRET_MASK } from '#presenters/connector'
import {
  plan,
  saving,
  writeProperties,
  type ConfigurationFields,
} from '#services/connectors/configuration_properties'
import { checkConfiguration } from '#services/connectors/configuration_rules'

/** A merge-patch of a configuration whose form version was claimed (services/concurrency.ts). */
export async function updateConfiguration(
  i18n: I18n,
  configuration: ConnectorConfiguration,
  kind: ConnectorKind,
  fields: ConfigurationFields
) {
  const stored = configuration.properties
  const sent = fields.properties ?? stored.map((property) => ({ name: property.name, value: SECRET_MASK }))
  const planned = fields.properties
    ? plan(kind, sent, stored)
    : stored.map((property) => ({
        name: property.name,
        isSecret: property.isSecret,
        value: property.value,
        keep: true,
        filled: Boolean(property.value),
      }))
  const name = fields.name ?? configuration.name
  await checkConfiguration(
    i18n,
    { accountId: configuration.accountId, configurationId: configuration.id, name, kind },
    planned,
    sent.map((one) => one.name)
  )
  return saving(i18n, async (trx) => {
    configuration.useTransaction(trx)
    configuration.merge({ name, active: fields.active ?? configuration.active })
    await configuration.save()
    if (fields.properties) await writeProperties(configuration, planned, trx)
    return configuration
  })
}
