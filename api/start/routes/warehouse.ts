import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const CheckinsController = () => import('#controllers/checkins_controller')

/** The workshop's door (part 1 §2 "Warehouse"): check-in and the item label, for the check-in permission. */
export function registerWarehouseRoutes() {
  router
    .get('buybacks/by-identification-number/:number', [CheckinsController, 'byIdentificationNumber'])
    .use(access.can('warehouse_checkin_submenu'))
  router
    .get('warehouse/checkins/:code', [CheckinsController, 'preview'])
    .use(access.can('warehouse_checkin_submenu'))
  router
    .post('warehouse/checkins', [CheckinsController, 'store'])
    .use(access.can('warehouse_checkin_submenu'))
  router
    .get('items/:id/label', [CheckinsController, 'label'])
    .where('id', router.matchers.number())
    .use(access.can('warehouse_checkin_submenu'))
}
