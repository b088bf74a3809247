import type { HttpContext } from '@adonisjs/core/http'
import { storefrontConfigForHost } from '#services/storefront_account'
import { presentWhiteLabel } from '#presenters/white_label'

export default class WhiteLabelController {
  /** The storefront's per-client configuration, its texts in the language of the request. */
  async config({ request, i18n, response }: HttpContext) {
    const config = await storefrontConfigForHost(request.host())
    response.header('Cache-Control', 'no-cache')
    return presentWhiteLabel(config.account, i18n.locale)
  }
}
