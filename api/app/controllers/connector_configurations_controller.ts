import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@vinejs/vine'
import ConnectorConfiguration from '#models/connector_configuration'
import BusinessError from '#exceptions/business_error'
import type { Actor } from '#services/actor'
import { bouncerOf } from '#policies/main'
import { accountOfOrganization } from '#services/tenancy/organization_account'
import { configurationList } from '#queries/connector_configurations/list'
import { visibleConfiguration } from '#queries/connector_configurations/show'
import { claimEdit } from '#services/concurrency'
import { connectorKind } from '#services/connectors/kinds'
import { presentConfiguration } from '#presenters/connector'
import { recentConnectorCalls } from '#services/connectors/call_log'
import { createConfigurationValidator, updateConfigurationValidator } from '#validators/connectors'
import { createConfiguration } from '#actions/connectors/create_configuration'
import { updateConfiguration } from '#actions/connectors/update_configuration'
import { deleteConfiguration } from '#actions/connectors/delete_configuration'
import { testConfiguration } from '#actions/connectors/test_configuration'

/** A configuration of the caller's account (else 404) that the caller manages (ConnectorConfigurationPolicy). */
async function managedConfiguration(actor: Actor, id: string | number) {
  const configuration = await visibleConfiguration(actor, id)
  await bouncerOf(actor).with('ConnectorConfigurationPolicy').authorize('manage', configuration)
  return configuration
}

function kindOf(configuration: ConnectorConfiguration) {
  const kind = connectorKind(configuration.connector)
  if (!kind) throw new BusinessError('configuration_error', 422)
  return kind
}

/**
 * Connector configurations of a client (part 2 §7 `connector-organizations`), in the ra-data-json-server
 * dialect; PATCH is a merge-patch and PUT (react-admin's update) the same. Secrets come back masked.
 */
export default class ConnectorConfigurationsController {
  async index(ctx: HttpContext) {
    return (await configurationList(ctx)).map(presentConfiguration)
  }

  async show({ params, actor }: HttpContext) {
    return presentConfiguration(await managedConfiguration(actor, params.id))
  }

  async store({ request, actor, response, i18n }: HttpContext) {
    const fields = await request.validateUsing(createConfigurationValidator)
    const accountId = fields.organizationId
      ? await accountOfOrganization(actor, fields.organizationId)
      : actor.accountId
    if (!accountId) throw new BusinessError('not_found', 404)
    await bouncerOf(actor).with('ConnectorConfigurationPolicy').authorize('manage', { accountId })
    const kind = connectorKind(fields.connector)
    if (!kind) {
      throw new errors.E_VALIDATION_ERROR({
        connector: i18n.t('connectors.validation.unknown_connector'),
      })
    }
    const configuration = await createConfiguration(i18n, accountId, kind, fields)
    return response.created(presentConfiguration(await managedConfiguration(actor, configuration.id)))
  }

  async update({ params, request, actor, i18n }: HttpContext) {
    const configuration = await managedConfiguration(actor, params.id)
    claimEdit(configuration, request.input('version'))
    const fields = await request.validateUsing(updateConfigurationValidator)
    await updateConfiguration(i18n, configuration, kindOf(configuration), fields)
    return presentConfiguration(await managedConfiguration(actor, params.id))
  }

  async destroy({ params, actor }: HttpContext) {
    const configuration = await managedConfiguration(actor, params.id)
    await deleteConfiguration(configuration)
    return presentConfiguration(configuration)
  }

  /** GET connector-organizations/:id/calls: its last calls to its outside party, newest first. */
  async calls({ params, actor }: HttpContext) {
    const configuration = await managedConfiguration(actor, params.id)
    return recentConnectorCalls(configuration.id)
  }

  /** POST connector-organizations/:id/test: `{ ok, message }` from the kind's own check. */
  async test({ params, actor, i18n }: HttpContext) {
    const configuration = await managedConfiguration(actor, params.id)
    return testConfiguration(i18n, configuration, kindOf(configuration))
  }
}
