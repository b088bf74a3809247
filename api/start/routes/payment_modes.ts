import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const PaymentModesController = () => import('#controllers/payment_modes_controller')
const ShippingMethodsController = () => import('#controllers/shipping_methods_controller')

export function registerPaymentModeRoutes() {
  const id = router.matchers.number()
  router.get('payment-modes', [PaymentModesController, 'index']).use(access.can('payment_modes_page'))
  router
    .get('payment-modes/providers', [PaymentModesController, 'providers'])
    .use(access.can('payment_modes_page'))
  router
    .get('payment-modes/:id', [PaymentModesController, 'show'])
    .where('id', id)
    .use(access.can('payment_modes_page'))
  router.post('payment-modes', [PaymentModesController, 'store']).use(access.can('payment_mode_edit'))
  router
    .put('payment-modes/:id', [PaymentModesController, 'update'])
    .where('id', id)
    .use(access.can('payment_mode_edit'))

  // Shipping methods sit with the payment modes: the same people set both up.
  router.get('shipping-methods', [ShippingMethodsController, 'index']).use(access.can('payment_modes_page'))
  router
    .get('shipping-methods/types', [ShippingMethodsController, 'types'])
    .use(access.can('payment_modes_page'))
  router
    .get('shipping-methods/:id', [ShippingMethodsController, 'show'])
    .where('id', id)
    .use(access.can('payment_modes_page'))
  router.post('shipping-methods', [ShippingMethodsController, 'store']).use(access.can('payment_mode_edit'))
  router
    .put('shipping-methods/:id', [ShippingMethodsController, 'update'])
    .where('id', id)
    .use(access.can('payment_mode_edit'))
}
