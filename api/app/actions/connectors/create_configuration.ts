import type { I18n } from '@adonisjs/i18n'
import ConnectorConfiguration from '#models/connector_configuration'
import type { ConnectorKind } from '#services/connectors/kinds'
import {
  plan,
  saving,
  writeProperties,
  type ConfigurationFields,
} from '#services/connectors/configuration_properties'
import { checkConfiguration } from '#services/connectors/configuration_rules'

/** `POST connector-organizations`: a configuration of the account, its properties checked by its kind. */
export async function createConfiguration(
  i18n: I18n,
  accountId: number,
  kind: ConnectorKind,
  fields: ConfigurationFields & { name: string }
) {
  const sent = fields.properties ?? []
  const planned = plan(kind, sent, [])
  await checkConfiguration(
    i18n,
    { accountId, name: fields.name, kind },
    planned,
    sent.map((one) => one.name)
  )
  return saving(i18n, async (trx) => {
    const configuration = await ConnectorConfiguration.create(
      { accountId, connector: kind.id, name: fields.name, active: fields.active ?? true },
      { client: trx }
    )
    await writeProperties(configuration, planned, trx)
    return configuration
  })
}
