import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import env from '#start/env'
import BusinessError from '#exceptions/business_error'
import { logIn } from '#actions/auth/log_in'
import { issueAnonymousToken } from '#actions/auth/issue_anonymous_token'
import { issueWebToken } from '#actions/auth/issue_web_token'
import {
  loginValidator,
  openIdLoginValidator,
  switchModuleValidator,
  webTokenValidator,
} from '#validators/auth'
import { logInWithOpenId } from '#actions/auth/log_in_with_openid'
import { logOut } from '#actions/auth/log_out'
import { switchModule } from '#actions/auth/switch_module'
import { presentSession } from '#presenters/session'

export default class AuthController {
  /** POST /api/login: e-mail and password, or an attempt authenticated by the organisation's provider. */
  async login({ request }: HttpContext) {
    if (request.input('openidSessionId') !== undefined) {
      const { organizationId, openidSessionId } = await request.validateUsing(openIdLoginValidator)
      const { actor, token } = await logInWithOpenId(organizationId, openidSessionId)
      return { token, ...(await presentSession(actor)), signedInWith: 'openid' }
    }
    const { email, password } = await request.validateUsing(loginValidator)
    const { actor, token } = await logIn(email, password, request.ip())
    return { token, ...(await presentSession(actor)) }
  }

  async me({ actor }: HttpContext) {
    return presentSession(actor)
  }

  /**
   * Ends this token. A session opened through the organisation's provider answers the provider's logout
   * page, where the back office sends the browser so that the provider's session ends too.
   */
  async logout({ auth, response }: HttpContext) {
    const endSessionUrl = await logOut(auth.getUserOrFail())
    return endSessionUrl ? { endSessionUrl } : response.noContent()
  }

  async switchModule({ request, actor }: HttpContext) {
    const { module } = await request.validateUsing(switchModuleValidator)
    return presentSession(await switchModule(actor, module))
  }

  async anonymous({ request }: HttpContext) {
    return this.limitedPerAddress(request.ip(), () => issueAnonymousToken(request.host()))
  }

  /** Part 2 §7 `POST /api/webtoken-with-account-and-ord`: a visitor token for the storefront `url` names. */
  async webToken({ request }: HttpContext) {
    const { url } = await request.validateUsing(webTokenValidator)
    return this.limitedPerAddress(request.ip(), () => issueWebToken(url))
  }

  /** Visitor tokens, as many a minute per address as ANONYMOUS_TOKENS_PER_MINUTE allows. */
  private async limitedPerAddress<T>(ip: string, issue: () => Promise<T>) {
    const perAddress = limiter.use({
      requests: env.get('ANONYMOUS_TOKENS_PER_MINUTE') ?? 60,
      duration: '1 min',
    })
    const issued = await perAddress.attempt(`anonymous_${ip}`, issue)
    if (!issued) throw new BusinessError('too_many_attempts', 429)
    return issued
  }
}
