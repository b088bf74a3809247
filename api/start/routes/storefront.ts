import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'
import { BUYBACK_REFERENCE } from '#models/buyback'

const WhiteLabelController = () => import('#controllers/white_label_controller')
const HomePageController = () => import('#controllers/home_page_controller')
const EstimatesController = () => import('#controllers/estimates_controller')
const CartsController = () => import('#controllers/carts_controller')
const BuybackDocumentsController = () => import('#controllers/buyback_documents_controller')
const LitigationController = () => import('#controllers/litigation_controller')
const StorefrontCatalogueController = () => import('#controllers/storefront_catalogue_controller')

export function registerStorefrontRoutes() {
  router.get('white-label/config', [WhiteLabelController, 'config']).use(access.public())
  router.get('white-label/home', [HomePageController, 'storefront']).use(access.public())
  router
    .get('storefront/products/:id/diagnostic', [EstimatesController, 'diagnostic'])
    .use(access.anonymous())
  router.post('estimates', [EstimatesController, 'store']).use(access.anonymous())
  router.get('storefront/categories', [StorefrontCatalogueController, 'categories']).use(access.anonymous())
  router.get('storefront/stores', [StorefrontCatalogueController, 'stores']).use(access.anonymous())
  router.get('buyback-settings', [CartsController, 'settings']).use(access.anonymous())
  router.post('carts', [CartsController, 'store']).use(access.anonymous())
  router
    .get('storefront/predeclared-buybacks/:reference', [CartsController, 'predeclared'])
    .where('reference', BUYBACK_REFERENCE)
    .use(access.anonymous())
  router
    .get('carts/:id', [CartsController, 'show'])
    .where('id', router.matchers.uuid())
    .use(access.anonymous())
  router
    .get('carts/:cartId/buybacks/:buybackId/documents/:kind', [BuybackDocumentsController, 'ofCart'])
    .where('cartId', router.matchers.uuid())
    .where('buybackId', router.matchers.number())
    .use(access.anonymous())
  router
    .get('buybacks/:id/shipping-label', [BuybackDocumentsController, 'shippingLabel'])
    .where('id', router.matchers.number())
    .use(access.anonymous())
  router
    .get('documents/buybacks/:buybackId/:kind', [BuybackDocumentsController, 'signed'])
    .where('buybackId', router.matchers.number())
    .as('buyback.document')
    .use(access.public())
  // The e-mail's signed links: the signature covers the path, shared by the read and the answer.
  for (const answer of ['accept', 'reject'] as const) {
    router
      .get(`litigation/buybacks/:id/${answer}`, [LitigationController, 'show'])
      .where('id', router.matchers.number())
      .as(`litigation.${answer}`)
      .use(access.public())
    router
      .post(`litigation/buybacks/:id/${answer}`, [LitigationController, 'answer'])
      .where('id', router.matchers.number())
      .use(access.public())
  }
}
