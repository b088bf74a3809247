import type { I18n } from '@adonisjs/i18n'
import type ConnectorConfiguration from '#models/connector_configuration'
import type { ConnectorKind } from '#services/connectors/kinds'
import { clearProperties } from '#presenters/connector'

/**
 * Tests a configuration against its peer (part 1 §3): the kind's own check with the stored credentials.
 * The answer says whether it worked and why, in the caller's language, and names no credential.
 */
export async function testConfiguration(
  i18n: I18n,
  configuration: ConnectorConfiguration,
  kind: ConnectorKind
) {
  const check = await kind.testConnection(clearProperties(configuration), {
    configurationId: configuration.id,
    accountId: configuration.accountId,
    connector: configuration.connector,
  })
  return {
    ok: check.ok,
    reason: check.reason,
    status: check.status ?? null,
    message: i18n.t(`connectors.test.${check.reason}`, { status: check.status ?? '' }),
  }
}
