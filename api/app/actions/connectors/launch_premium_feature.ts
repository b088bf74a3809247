import ConnectorConfiguration from '#models/connector_configuration'
import OrganizationRootDetail from '#models/organization_root_detail'
import BusinessError from '#exceptions/business_error'
import { kindsOffering } from '#services/connectors/kinds'
import { clearProperties } from '#presenters/connector'
import { SANDBOX_ACTIONS, type ActionContext } from '#services/connectors/premium_actions'

/**
 * Runs an action of a premium-feature connector (part 2 §7): the client's configuration of the kind that
 * offers the action, through the same interface whatever the provider. Refusals of the catalogue: an
 * action no kind offers, a feature the client does not hold, no configuration, or only inactive ones.
 */
export async function launchPremiumFeatureAction(
  accountId: number,
  action: string,
  context: Pick<ActionContext, 'values' | 'rule'>
) {
  const kinds = kindsOffering(action)
  if (!kinds.length) throw new BusinessError('connector_action_unknown', 422, { action })

  const details = await OrganizationRootDetail.findBy('account_id', accountId)
  const held = details?.enabledPremiumFeatures ?? []
  const feature = kinds[0].premiumFeature
  if (feature && !held.includes(feature))
    throw new BusinessError('premium_feature_required', 403, { feature })

  const configurations = await ConnectorConfiguration.query()
    .where('account_id', accountId)
    .whereIn(
      'connector',
      kinds.map((kind) => kind.id)
    )
    .preload('properties')
    .orderBy('id')
  if (!configurations.length) throw new BusinessError('connector_not_configured', 422, { action })
  const configuration = configurations.find((one) => one.active)
  if (!configuration) throw new BusinessError('connector_inactive', 422, { name: configurations[0].name })

  const kind = kinds.find((one) => one.id === configuration.connector)!
  const run = kind.sandbox ? SANDBOX_ACTIONS[action] : undefined
  if (!run) throw new BusinessError('connector_action_unknown', 422, { action })
  const result = await run({ accountId, properties: clearProperties(configuration), ...context })
  return { action, connector: kind.id, fqn: kind.fqn, configurationId: configuration.id, result }
}
