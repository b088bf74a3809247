import router from '@adonisjs/core/services/router'
import { access } from '#start/routes/access'

const SendcloudWebhooksController = () => import('#controllers/sendcloud_webhooks_controller')

/** Calls from outside parties, authenticated by their own signature. */
export function registerWebhookRoutes() {
  router
    .post('webhooks/sendcloud/:configurationId', [SendcloudWebhooksController, 'receive'])
    .where('configurationId', router.matchers.number())
    .use(access.public())
}
