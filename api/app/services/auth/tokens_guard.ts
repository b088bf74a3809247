import { AccessTokensGuard } from '@adonisjs/auth/access_tokens'
import { errors } from '@adonisjs/auth'
import { Secret } from '@adonisjs/core/helpers'
import type { HttpContext } from '@adonisjs/core/http'
import type { ApplicationService } from '@adonisjs/core/types'
import type { UserWithModulesProvider } from '#services/auth/user_provider'

type Emitter = ConstructorParameters<typeof AccessTokensGuard<UserWithModulesProvider>>[2]

/**
 * The access tokens guard of AdonisJS, except that a request is authenticated with one query (the token,
 * its user, their modules and entities) instead of two: it is the first thing every API call does. Token
 * creation, invalidation and the events are the framework's.
 */
export class TokenWithUserGuard extends AccessTokensGuard<UserWithModulesProvider> {
  #name: string
  #ctx: HttpContext
  #emitter: Emitter
  #provider: UserWithModulesProvider

  constructor(name: string, ctx: HttpContext, emitter: Emitter, provider: UserWithModulesProvider) {
    super(name, ctx, emitter, provider)
    this.#name = name
    this.#ctx = ctx
    this.#emitter = emitter
    this.#provider = provider
  }

  #failed() {
    const error = new errors.E_UNAUTHORIZED_ACCESS('Unauthorized access', {
      guardDriverName: this.driverName,
    })
    this.#emitter.emit('access_tokens_auth:authentication_failed', {
      ctx: this.#ctx,
      guardName: this.#name,
      error,
    })
    return error
  }

  async authenticate() {
    if (this.authenticationAttempted) return this.getUserOrFail()
    this.authenticationAttempted = true
    this.#emitter.emit('access_tokens_auth:authentication_attempted', {
      ctx: this.#ctx,
      guardName: this.#name,
    })

    const [type, value] = this.#ctx.request.header('authorization', '')!.split(' ')
    if (!type || type.toLowerCase() !== 'bearer' || !value) throw this.#failed()
    const verified = await this.#provider.verifyTokenWithUser(new Secret(value))
    if (!verified) throw this.#failed()

    const user = Object.assign(verified.user, { currentAccessToken: verified.token })
    this.isAuthenticated = true
    this.user = user
    this.#emitter.emit('access_tokens_auth:authentication_succeeded', {
      ctx: this.#ctx,
      token: verified.token,
      guardName: this.#name,
      user,
    })
    return user
  }
}

/** The guard's config entry, as `tokensGuard` of @adonisjs/auth makes it. */
export function tokenWithUserGuard(config: { provider: UserWithModulesProvider }) {
  return {
    async resolver(name: string, app: ApplicationService) {
      const emitter = (await app.container.make('emitter')) as unknown as Emitter
      return (ctx: HttpContext) => new TokenWithUserGuard(name, ctx, emitter, config.provider)
    },
  }
}
