import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const PurchaseRegisterController = () => import('#controllers/purchase_register_controller')
const PersonalDataController = () => import('#controllers/personal_data_controller')

/**
 * The purchase register, read only (no route changes or removes an entry), and a person's requests about
 * their data (DESIGN.md §8).
 */
export function registerPurchaseRegisterRoutes() {
  const read = access.can('purchase_register_read')
  router.get('purchase-register', [PurchaseRegisterController, 'index']).use(read)
  router.get('purchase-register/filter-options', [PurchaseRegisterController, 'filterOptions']).use(read)
  router.get('purchase-register/export', [PurchaseRegisterController, 'export']).use(read)
  const requests = access.can('personal_data_requests')
  router.get('personal-data', [PersonalDataController, 'show']).use(requests)
  router.post('personal-data/erase', [PersonalDataController, 'erase']).use(requests)
}
