import type { HttpContext } from '@adonisjs/core/http'
import { receiveSendcloudWebhook } from '#actions/transports/receive_sendcloud_webhook'

/**
 * `POST /api/webhooks/sendcloud/:configurationId`: Sendcloud's parcel status webhook, authenticated by its
 * signature of the raw body (no session, no token).
 */
export default class SendcloudWebhooksController {
  async receive({ params, request }: HttpContext) {
    const outcome = await receiveSendcloudWebhook(
      Number(params.configurationId),
      request.raw() ?? '',
      request.header('sendcloud-signature')
    )
    return { status: outcome }
  }
}
