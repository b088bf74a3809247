/*
|--------------------------------------------------------------------------
| Routes
|--------------------------------------------------------------------------
| Every route states what it needs with `access.*` (start/routes/access.ts); a test fails when one doesn't.
*/
import router from '@adonisjs/core/services/router'
import { registerAuthRoutes } from '#start/routes/auth'
import { registerUserRoutes } from '#start/routes/users'
import { registerStorefrontRoutes } from '#start/routes/storefront'
import { registerFileRoutes } from '#start/routes/files'
import { registerCategoryRoutes } from '#start/routes/catalogue_categories'
import { registerProductRoutes } from '#start/routes/catalogue_products'
import { registerDiagnosticQuestionRoutes } from '#start/routes/catalogue_questions'
import { registerOrganisationRoutes } from '#start/routes/organisation'
import { registerPaymentModeRoutes } from '#start/routes/payment_modes'
import { registerStockRoutes } from '#start/routes/stocks'
import { registerJobRoutes } from '#start/routes/jobs'
import { registerRefurbStepRoutes } from '#start/routes/refurb_steps'
import { registerRefurbQuestionRoutes } from '#start/routes/refurb_questions'
import { registerCircuitRoutes } from '#start/routes/circuits'
import { registerDispatchRoutes } from '#start/routes/dispatch'
import { registerSettingsRoutes } from '#start/routes/settings'
import { registerClientRoutes } from '#start/routes/clients'
import { registerBuybackRoutes } from '#start/routes/buybacks'
import { registerQuarantineRoutes } from '#start/routes/quarantine'
import { registerWarehouseRoutes } from '#start/routes/warehouse'
import { registerVerificationRoutes } from '#start/routes/verification'
import { registerRefurbRoutes } from '#start/routes/refurb'
import { registerItemsStockRoutes } from '#start/routes/items_stock'
import { registerTransportRoutes } from '#start/routes/transports'
import { registerPurchaseRegisterRoutes } from '#start/routes/purchase_register'
import { registerExpeditionRoutes } from '#start/routes/expedition'
import { registerConnectorRoutes } from '#start/routes/connectors'
import { registerPaymentRoutes } from '#start/routes/payments'
import { registerCatalogueDataRoutes } from '#start/routes/catalogue_data'
import { registerStatisticsRoutes } from '#start/routes/statistics'
import { registerSftpRoutes } from '#start/routes/sftp'
import { registerSearchRoutes } from '#start/routes/search_settings'
import { registerWebhookRoutes } from '#start/routes/webhooks'
import { registerApiDescriptionRoutes } from '#start/routes/api_description'
import { access } from '#start/routes/access'
import HealthController from '#controllers/health_controller'
import MetricsController from '#controllers/metrics_controller'
import { apiMiddleware } from '#start/kernel'

/**
 * Health is answered by one controller made once, a function of the route: the container would make one per
 * request, and health is the request load balancers send most.
 */
const health = new HealthController()
const metrics = new MetricsController()

router
  .group(() => {
    router.get('health', (ctx) => health.handle(ctx)).use(access.public())
    registerAuthRoutes()
    registerUserRoutes()
    registerStorefrontRoutes()
    registerFileRoutes()
    registerCategoryRoutes()
    registerProductRoutes()
    registerDiagnosticQuestionRoutes()
    registerOrganisationRoutes()
    registerPaymentModeRoutes()
    registerStockRoutes()
    registerRefurbStepRoutes()
    registerRefurbQuestionRoutes()
    registerCircuitRoutes()
    registerDispatchRoutes()
    registerSettingsRoutes()
    registerClientRoutes()
    registerBuybackRoutes()
    registerQuarantineRoutes()
    registerWarehouseRoutes()
    registerVerificationRoutes()
    registerRefurbRoutes()
    registerItemsStockRoutes()
    registerTransportRoutes()
    registerPurchaseRegisterRoutes()
    registerExpeditionRoutes()
    registerConnectorRoutes()
    registerPaymentRoutes()
    registerCatalogueDataRoutes()
    registerStatisticsRoutes()
    registerSftpRoutes()
    registerSearchRoutes()
    registerJobRoutes()
    registerWebhookRoutes()
    registerApiDescriptionRoutes()
  })
  .prefix('/api')
  .use(apiMiddleware)

/**
 * Prometheus scrapes /metrics, where it is usually looked for; its bearer token is METRICS_TOKEN
 * (controllers/metrics_controller.ts).
 */
router.get('/metrics', (ctx) => metrics.handle(ctx)).use([apiMiddleware, access.public()])
