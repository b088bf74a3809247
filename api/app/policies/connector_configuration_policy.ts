import type ConnectorConfiguration from '#models/connector_configuration'
import AppPolicy from '#policies/app_policy'
import type { Actor } from '#services/actor'

/**
 * Who may read, change, test or delete a connector configuration: it holds a client's credentials, so
 * only an admin of the account that owns it (the platform admin through the base policy).
 */
export default class ConnectorConfigurationPolicy extends AppPolicy {
  manage(actor: Actor, configuration: Pick<ConnectorConfiguration, 'accountId'>) {
    return actor.can('admin') && configuration.accountId === actor.accountId
  }
}
