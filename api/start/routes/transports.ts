import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const TransportsController = () => import('#controllers/transports_controller')

/**
 * `/transports-list` of the back office (part 1 §2 "Expedition"): each caller's transports (tenancy scope);
 * asking every carrier now stays the platform's.
 */
export function registerTransportRoutes() {
  const id = router.matchers.number()
  router.get('transports', [TransportsController, 'index']).use(access.can('transports_read'))
  router.get('transports/export', [TransportsController, 'export']).use(access.can('transports_read'))
  router
    .get('transports/filter-options', [TransportsController, 'filterOptions'])
    .use(access.can('transports_read'))
  router.post('transports/tracking', [TransportsController, 'track']).use(access.can('admin_menu'))
  router
    .get('transports/:id', [TransportsController, 'show'])
    .where('id', id)
    .use(access.can('transports_read'))
  router
    .get('transports/:id/label', [TransportsController, 'label'])
    .where('id', id)
    .use(access.can('transports_read'))
}
