import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const PaymentModesController = () => import('#controllers/payment_modes_controller')

export function registerPaymentModeRoutes() {
  const id = router.matchers.number()
  router.get('payment-modes', [PaymentModesController, 'index']).use(access.can('payment_modes_page'))
  router
    .get('payment-modes/:id', [PaymentModesController, 'show'])
    .where('id', id)
    .use(access.can('payment_modes_page'))
  router.post('payment-modes', [PaymentModesController, 'store']).use(access.can('payment_mode_edit'))
  router
    .put('payment-modes/:id', [PaymentModesController, 'update'])
    .where('id', id)
    .use(access.can('payment_mode_edit'))
}
