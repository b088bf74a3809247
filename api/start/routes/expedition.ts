import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const PackagesController = () => import('#controllers/packages_controller')
const ExpeditionController = () => import('#controllers/expedition_controller')

/** Expedition: a store's packages to its workshop, a workshop's to the buyer, and returns. */
export function registerExpeditionRoutes() {
  const id = router.matchers.number()
  const send = access.can('buyback_item_send')
  router.get('expedition/awaiting', [ExpeditionController, 'awaiting']).use(send)
  router.get('expedition/items/:code', [ExpeditionController, 'lookup']).use(send)
  router.post('expedition/returns', [ExpeditionController, 'shipReturn']).use(send)
  router.get('expedition/transports/:id/label', [ExpeditionController, 'label']).where('id', id).use(send)

  router.get('packages', [PackagesController, 'index']).use(send)
  router.post('packages', [PackagesController, 'store']).use(send)
  router.get('packages/:id', [PackagesController, 'show']).where('id', id).use(send)
  router.post('packages/:id/items', [PackagesController, 'addItem']).where('id', id).use(send)
  router
    .delete('packages/:id/items/:itemId', [PackagesController, 'removeItem'])
    .where('id', id)
    .where('itemId', id)
    .use(send)
  router.post('packages/:id/close', [PackagesController, 'close']).where('id', id).use(send)
  router.get('packages/:id/documents/:document', [PackagesController, 'document']).where('id', id).use(send)
}
