import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const BuybacksController = () => import('#controllers/buybacks_controller')
const BuybackActionsController = () => import('#controllers/buyback_actions_controller')
const BuybackDocumentsController = () => import('#controllers/buyback_documents_controller')
const StoreBuybacksController = () => import('#controllers/store_buybacks_controller')

/** The back office's buy-backs (part 1 §2 "Buybacks"), scoped to what the caller's role sees. */
export function registerBuybackRoutes() {
  router.get('buybacks', [BuybacksController, 'index']).use(access.can('buyback_list_page'))
  // The pre-declared buy-backs have their own permission (part 2 §6), so their own route.
  router
    .get('buybacks/predeclared', [BuybacksController, 'predeclared'])
    .use(access.can('predeclared_buyback_access'))
  router.get('buybacks/export', [BuybacksController, 'export']).use(access.can('buyback_list_page'))
  router
    .get('buybacks/filter-options', [BuybacksController, 'filterOptions'])
    .use(access.can('buyback_list_page'))
  // Who may cancel is the status machine's rule (buyback_create_page or admin), checked when it fires.
  router
    .post('buybacks/:id/cancel', [BuybackActionsController, 'cancel'])
    .where('id', router.matchers.number())
    .use(access.can('buyback_list_page'))
  router
    .get('buybacks/:id', [BuybacksController, 'show'])
    .where('id', router.matchers.number())
    .use(access.can('buyback_list_page'))
  // Part 2 §7's reads of one buy-back beside its details, among the same buy-backs.
  for (const [path, method] of [
    ['instructions', 'instructions'],
    ['additional-infos', 'additionalInfos'],
  ] as const) {
    router
      .get(`buybacks/:id/${path}`, [BuybacksController, method])
      .where('id', router.matchers.number())
      .use(access.can('buyback_list_page'))
  }
  // Who may edit is the action's rule (store, workshop or admin, while on its way).
  router
    .patch('buybacks/:id', [BuybackActionsController, 'update'])
    .where('id', router.matchers.number())
    .use(access.can('buyback_list_page'))
  router
    .post('buybacks/:id/lost', [BuybackActionsController, 'lost'])
    .where('id', router.matchers.number())
    .use(access.can('mark_as_lost'))
  router
    .post('buybacks/:id/dispute-mail', [BuybackActionsController, 'disputeMail'])
    .where('id', router.matchers.number())
    .use(access.can('buyback_list_page'))
  // Who may book the label again is the policy's rule (those who may correct the buy-back).
  router
    .post('buybacks/:id/shipping-label', [BuybackActionsController, 'shippingLabel'])
    .where('id', router.matchers.number())
    .use(access.can('buyback_list_page'))
  router
    .get('buybacks/:id/documents/:kind', [BuybackDocumentsController, 'backOffice'])
    .where('id', router.matchers.number())
    .use(access.can('buyback_list_page'))
  // The store wizard: the storefront's estimate and cart on the store channel.
  router
    .get('store/categories', [StoreBuybacksController, 'categories'])
    .use(access.can('buyback_create_page'))
  router
    .get('store/:storeId/products/:productId/options', [StoreBuybacksController, 'options'])
    .where('storeId', router.matchers.number())
    .where('productId', router.matchers.uuid())
    .use(access.can('buyback_create_page'))
  router
    .post('store/:storeId/estimates', [StoreBuybacksController, 'estimate'])
    .where('storeId', router.matchers.number())
    .use(access.can('buyback_create_page'))
  router
    .post('store/:storeId/buybacks', [StoreBuybacksController, 'store'])
    .where('storeId', router.matchers.number())
    .use(access.can('buyback_create_page'))
  router
    .post('store/:storeId/buybacks/:id/finalize', [BuybackActionsController, 'finalize'])
    .where('storeId', router.matchers.number())
    .where('id', router.matchers.number())
    .use(access.can('buyback_create_page'))
}
