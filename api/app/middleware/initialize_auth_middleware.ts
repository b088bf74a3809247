import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { AuthService } from '@adonisjs/auth/types'
import type {} from '@adonisjs/auth/initialize_auth_middleware'

/**
 * The request's authenticator (`ctx.auth`), as @adonisjs/auth's initialize_auth_middleware makes it, from an
 * auth manager asked of the container once rather than on each request. It authenticates no one:
 * the access middleware does, on the routes that need it.
 */
export default class InitializeAuthMiddleware {
  #manager: AuthService | undefined

  async handle(ctx: HttpContext, next: NextFn) {
    this.#manager ??= await app.container.make('auth.manager')
    ctx.auth = this.#manager.createAuthenticator(ctx)
    return next()
  }
}
