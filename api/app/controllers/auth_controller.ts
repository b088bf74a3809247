import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import BusinessError from '#exceptions/business_error'
import { logIn } from '#actions/auth/log_in'
import { issueAnonymousToken } from '#actions/auth/issue_anonymous_token'
import { loginValidator, switchModuleValidator } from '#validators/auth'
import { presentSession } from '#services/session_presenter'
import { resolveActor } from '#services/current_module'

export default class AuthController {
  async login({ request }: HttpContext) {
    const { email, password } = await request.validateUsing(loginValidator)
    const { actor, token } = await logIn(email, password, request.ip())
    return { token, ...(await presentSession(actor)) }
  }

  async me({ actor }: HttpContext) {
    return presentSession(actor)
  }

  async logout({ auth, response }: HttpContext) {
    const user = auth.getUserOrFail()
    await User.accessTokens.delete(user, user.currentAccessToken.identifier)
    return response.noContent()
  }

  async switchModule({ request, actor }: HttpContext) {
    const { module } = await request.validateUsing(switchModuleValidator)
    const switched = await resolveActor(actor.user, module)
    if (switched.permissions.size === 0) throw new BusinessError('no_permission', 403)
    switched.user.lastModule = switched.module
    await switched.user.save()
    return presentSession(switched)
  }

  async anonymous({ request }: HttpContext) {
    const perAddress = limiter.use({ requests: 60, duration: '1 min' })
    const issued = await perAddress.attempt(`anonymous_${request.ip()}`, () =>
      issueAnonymousToken(request.host())
    )
    if (!issued) throw new BusinessError('too_many_attempts', 429)
    return issued
  }
}
