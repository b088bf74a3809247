import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const CircuitsController = () => import('#controllers/circuits_controller')

/** Circuits are set up by those who see the configuration menu and edit the catalogue's rules. */
export function registerCircuitRoutes() {
  const id = router.matchers.number()
  router.get('circuits', [CircuitsController, 'index']).use(access.can('dispatch_circuit_rule_list'))
  router
    .get('circuits/:id', [CircuitsController, 'show'])
    .where('id', id)
    .use(access.can('dispatch_circuit_rule_list'))
  router.post('circuits', [CircuitsController, 'store']).use(access.can('category_update'))
  router
    .put('circuits/:id', [CircuitsController, 'update'])
    .where('id', id)
    .use(access.can('category_update'))
}
