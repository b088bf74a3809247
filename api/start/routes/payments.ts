import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const PaymentsController = () => import('#controllers/payments_controller')

/** Payments: search and relaunch, manual payments, SEPA files, and the customer's IBAN link. */
export function registerPaymentRoutes() {
  const id = router.matchers.number()
  const search = access.can('payment_search')
  router.get('payments', [PaymentsController, 'index']).use(search)
  router
    .get('payment/account/:id/by-buyer-feature-available', [PaymentsController, 'byBuyerFeatureAvailable'])
    .where('id', id)
    .use(access.signedIn())
  router.post('payments/relaunch', [PaymentsController, 'relaunchMany']).use(search)
  router.get('payments/sepa-files', [PaymentsController, 'sepaFiles']).use(access.can('admin'))
  router.post('payments/sepa-files', [PaymentsController, 'buildSepaFile']).use(access.can('admin'))
  router
    .get('payments/sepa-files/:id/download', [PaymentsController, 'downloadSepaFile'])
    .where('id', id)
    .use(access.can('admin'))
  router
    .post('payments/sepa-files/:id/confirm', [PaymentsController, 'confirmSepaFile'])
    .where('id', id)
    .use(access.can('admin'))
  router.get('payments/:id', [PaymentsController, 'show']).where('id', id).use(search)
  // Shown on the buy-back's details too (its payment tab): whoever reads buy-backs reads their payment's moves.
  router
    .get('payments/:id/history', [PaymentsController, 'history'])
    .where('id', id)
    .use(access.can('buyback_list_page'))
  router.post('payments/:id/relaunch', [PaymentsController, 'relaunch']).where('id', id).use(search)
  router
    .post('payments/:id/mark-as-paid', [PaymentsController, 'markAsPaid'])
    .where('id', id)
    .use(access.can('mark_as_paid'))

  router.get('payment-iban/:token', [PaymentsController, 'ibanRequest']).use(access.public())
  router.post('payment-iban/:token', [PaymentsController, 'giveIban']).use(access.public())
}
