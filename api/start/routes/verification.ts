import router from '@adonisjs/core/services/router'
import { access, takesFiles } from '#start/routes/access'

const VerificationsController = () => import('#controllers/verifications_controller')

/**
 * The workshop's verification (homologation) and web file check (part 1 §2 "Verification"), for
 * the item control permission (warehouse operators and managers), scoped to the caller's workshop.
 */
export function registerVerificationRoutes() {
  const control = access.can('item_control_page')
  const id = { id: router.matchers.number() }
  router
    .route(
      'buybacks/by-identification-number/:number/is-verifiable',
      ['HEAD'],
      [VerificationsController, 'isVerifiable']
    )
    .use(control)
  router.get('verifications/lookup/:code', [VerificationsController, 'lookup']).use(control)
  router.get('items/:id/verification', [VerificationsController, 'form']).where('id', id.id).use(control)
  router
    .get('items/:id/verification/product', [VerificationsController, 'product'])
    .where('id', id.id)
    .use(control)
  router
    .get('items/:id/verification/products', [VerificationsController, 'products'])
    .where('id', id.id)
    .use(control)
  router
    .post('items/:id/verification/preview', [VerificationsController, 'preview'])
    .where('id', id.id)
    .use(control)
  router.post('items/:id/verification', [VerificationsController, 'store']).where('id', id.id).use(control)
  router
    .get('items/:id/verification/payment', [VerificationsController, 'payment'])
    .where('id', id.id)
    .use(control)
  router
    .post('items/:id/photos', [VerificationsController, 'addPhoto'])
    .where('id', id.id)
    .use([control, takesFiles('image')])
  router
    .delete('items/:id/photos/:photoId', [VerificationsController, 'removePhoto'])
    .where('id', id.id)
    .where('photoId', router.matchers.number())
    .use(control)
  // Shown on the buy-back's details too: anyone signed in who sees the item (its scope) sees its photos.
  router
    .get('items/:id/photos/:photoId', [VerificationsController, 'photo'])
    .where('id', id.id)
    .where('photoId', router.matchers.number())
    .use(access.signedIn())
  router.get('warehouse/web-files/:code', [VerificationsController, 'webFile']).use(control)
  router
    .post('warehouse/web-files/:itemId', [VerificationsController, 'receiveWebFile'])
    .where('itemId', router.matchers.number())
    .use(control)
}
