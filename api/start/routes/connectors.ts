import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const ConnectorsController = () => import('#controllers/connectors_controller')
const ConnectorConfigurationsController = () => import('#controllers/connector_configurations_controller')
const PremiumFeatureConnectorsController = () => import('#controllers/premium_feature_connectors_controller')

/**
 * Connectors of part 1 §2 "Connectors and settings" and part 2 §7. The specification names no permission
 * for these screens, but configurations hold credentials: only account admins (and the super admin) reach
 * them. The generic premium-feature call serves the client's storefront as well.
 */
export function registerConnectorRoutes() {
  const id = router.matchers.number()
  router.get('connectors', [ConnectorsController, 'index']).use(access.can('admin'))
  router.get('connectors/:id', [ConnectorsController, 'show']).use(access.can('admin'))

  const configurations = ConnectorConfigurationsController
  router.get('connector-organizations', [configurations, 'index']).use(access.can('admin'))
  router.post('connector-organizations', [configurations, 'store']).use(access.can('admin'))
  router.get('connector-organizations/:id', [configurations, 'show']).where('id', id).use(access.can('admin'))
  router
    .patch('connector-organizations/:id', [configurations, 'update'])
    .where('id', id)
    .use(access.can('admin'))
  router
    .put('connector-organizations/:id', [configurations, 'update'])
    .where('id', id)
    .use(access.can('admin'))
  router
    .delete('connector-organizations/:id', [configurations, 'destroy'])
    .where('id', id)
    .use(access.can('admin'))
  router
    .get('connector-organizations/:id/calls', [configurations, 'calls'])
    .where('id', id)
    .use(access.can('admin'))
  router
    .post('connector-organizations/:id/test', [configurations, 'test'])
    .where('id', id)
    .use(access.can('admin'))

  router
    .get('organizations/launch-generic-premium-feature-connector', [
      PremiumFeatureConnectorsController,
      'launchGeneric',
    ])
    .use(access.anonymous())
  router
    .get('dispatch-circuit-rules/:id/launch-premium-feature-connector', [
      PremiumFeatureConnectorsController,
      'launchForRule',
    ])
    .where('id', id)
    .use(access.can('dispatch_circuit_rule_list'))
  router
    .patch('dispatch-circuit-rules/:id/launch-premium-feature-connector', [
      PremiumFeatureConnectorsController,
      'launchForRule',
    ])
    .where('id', id)
    .use(access.can('dispatch_circuit_rule_update'))
}
