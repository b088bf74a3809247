import { AccessTokensLucidUserProvider } from '@adonisjs/auth/access_tokens'
import type { Secret } from '@adonisjs/core/helpers'
import type User from '#models/user'
import type { AccessTokensProvider } from '#services/access_tokens'

/** Loaded on first use (config files load before models), then kept: an import per request is not free. */
let loader: Promise<typeof import('#services/auth/user_with_modules')> | undefined
const userWithModules = () => (loader ??= import('#services/auth/user_with_modules'))

/**
 * The tokens guard's user provider: the user comes with their modules and entities, which every API call
 * needs, in one query (services/auth/user_with_modules.ts), and with their token in that same query when
 * the guard authenticates a request (services/auth/tokens_guard.ts).
 */
export class UserWithModulesProvider extends AccessTokensLucidUserProvider<'accessTokens', typeof User> {
  async findById(identifier: string | number | BigInt) {
    const { findUserWithModules } = await userWithModules()
    const user = await findUserWithModules(identifier)
    return user ? this.createUserForGuard(user) : null
  }

  /** The token of a bearer value with its user, when the token is valid. */
  async verifyTokenWithUser(tokenValue: Secret<string>) {
    const { findTokenWithUser } = await userWithModules()
    const tokens = (await this.getTokensProvider()) as AccessTokensProvider<typeof User>
    const verified = await tokens.verifyWith(tokenValue, findTokenWithUser)
    return verified ? { token: verified.token, user: verified.found.user } : null
  }
}
