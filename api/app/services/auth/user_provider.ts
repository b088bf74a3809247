import { AccessTokensLucidUserProvider } from '@adonisjs/auth/access_tokens'
import type User from '#models/user'

/**
 * The tokens guard's user provider: the user comes with their modules and entities, which every API call
 * needs, in one query (services/auth/user_with_modules.ts). Models load lazily, as config files load first.
 */
export class UserWithModulesProvider extends AccessTokensLucidUserProvider<'accessTokens', typeof User> {
  async findById(identifier: string | number | BigInt) {
    const { findUserWithModules } = await import('#services/auth/user_with_modules')
    const user = await findUserWithModules(identifier)
    return user ? this.createUserForGuard(user) : null
  }
}
