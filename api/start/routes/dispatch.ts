import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const DispatchCircuitRulesController = () => import('#controllers/dispatch_circuit_rules_controller')
const WarehouseDispatchRulesController = () => import('#controllers/warehouse_dispatch_rules_controller')

/** Which circuit serves which categories, and which workshop receives which item. */
export function registerDispatchRoutes() {
  const id = router.matchers.number()
  router
    .get('dispatch-circuit-rules', [DispatchCircuitRulesController, 'index'])
    .use(access.can('dispatch_circuit_rule_list'))
  router
    .get('dispatch-circuit-rules/:id', [DispatchCircuitRulesController, 'show'])
    .where('id', id)
    .use(access.can('dispatch_circuit_rule_list'))
  router
    .post('dispatch-circuit-rules', [DispatchCircuitRulesController, 'store'])
    .use(access.can('dispatch_circuit_rule_update'))
  router
    .put('dispatch-circuit-rules/:id', [DispatchCircuitRulesController, 'update'])
    .where('id', id)
    .use(access.can('dispatch_circuit_rule_update'))
  router
    .delete('dispatch-circuit-rules/:id', [DispatchCircuitRulesController, 'destroy'])
    .where('id', id)
    .use(access.can('dispatch_circuit_rule_update'))

  router
    .get('warehouse-dispatch-rules', [WarehouseDispatchRulesController, 'index'])
    .use(access.can('warehouse_dispatch_rule_read'))
  router
    .get('warehouse-dispatch-rules/form-options', [WarehouseDispatchRulesController, 'formOptions'])
    .use(access.can('warehouse_dispatch_rule_read'))
  router
    .get('warehouse-dispatch-rules/:id', [WarehouseDispatchRulesController, 'show'])
    .where('id', id)
    .use(access.can('warehouse_dispatch_rule_read'))
  router
    .post('warehouse-dispatch-rules', [WarehouseDispatchRulesController, 'store'])
    .use(access.can('warehouse_dispatch_rule_write'))
  router
    .put('warehouse-dispatch-rules/:id', [WarehouseDispatchRulesController, 'update'])
    .where('id', id)
    .use(access.can('warehouse_dispatch_rule_write'))
  router
    .delete('warehouse-dispatch-rules/:id', [WarehouseDispatchRulesController, 'destroy'])
    .where('id', id)
    .use(access.can('warehouse_dispatch_rule_write'))
}
