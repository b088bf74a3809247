import db from '@adonisjs/lucid/services/db'
import type ConnectorConfiguration from '#models/connector_configuration'
import ConnectorConfigurationProperty from '#models/connector_configuration_property'

/** `DELETE connector-organizations/:id`: the configuration and its properties, in one transaction. */
export async function deleteConfiguration(configuration: ConnectorConfiguration) {
  await db.transaction(async (trx) => {
    await ConnectorConfigurationProperty.query({ client: trx })
      .where('configuration_id', configuration.id)
      .delete()
    await configuration.useTransaction(trx).delete()
  })
}
