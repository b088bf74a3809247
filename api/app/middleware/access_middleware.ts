import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BusinessError from '#exceptions/business_error'
import { endSessions } from '#services/auth/sessions'
import { resolveActor } from '#services/current_module'
import { runAsActor } from '#services/actor_scope'
import { resolveStorefrontCaller, visitorOfRequest } from '#services/storefront_caller'
import type { Permission } from '#permissions/names'

/**
 * Every API route declares what it needs (start/routes/access.ts):
 * - `public`: anybody, no token;
 * - `anonymous`: a storefront visitor's signed token (no database read) or any signed-in user;
 * - `signedIn`: a back-office user, whatever the permissions;
 * - a permission name: a back-office user whose current module grants it.
 */
export type AccessRule =
  { public: true } | { anonymous: true } | { signedIn: true } | { permission: Permission }

export default class AccessMiddleware {
  async handle(ctx: HttpContext, next: NextFn, rule: AccessRule) {
    if ('public' in rule) return next()
    if ('anonymous' in rule) {
      ctx.storefrontCaller = await resolveStorefrontCaller(ctx)
      return next()
    }

    ctx.actor = await backOfficeActor(ctx)
    if ('permission' in rule && !ctx.actor.can(rule.permission)) {
      throw new BusinessError('forbidden', 403)
    }
    // The audit hooks read the actor from there (services/actor_scope.ts).
    return runAsActor(ctx.actor, next)
  }
}

/**
 * The back-office caller of a request: a signed-in, active user whose current module grants something;
 * a visitor token is refused. A user whose permission set is empty is logged out.
 */
export async function backOfficeActor(ctx: HttpContext) {
  if (visitorOfRequest(ctx)) throw new BusinessError('forbidden', 403)
  const user = await ctx.auth.authenticateUsing(['api'])
  if (user.isAnonymous) throw new BusinessError('forbidden', 403)
  if (user.status !== 'active') throw new BusinessError('user_inactive', 403)

  const actor = await resolveActor(user, ctx.request.header('x-module')).catch((error) => {
    if (error instanceof BusinessError && error.code === 'no_module') return null
    throw error
  })
  if (!actor || actor.permissions.size === 0) {
    // Part 2 §6: a user whose permission set is empty (modules or roles withdrawn since login) is
    // logged out: their sessions end here.
    await endSessions(user.id)
    throw new BusinessError('no_permission', 403)
  }
  return actor
}
