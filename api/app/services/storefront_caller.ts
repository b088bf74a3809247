import type { HttpContext } from '@adonisjs/core/http'
import Cart from '#models/cart'
import BusinessError from '#exceptions/business_error'
import { isVisitorToken, verifyVisitorToken, type Visitor } from '#services/auth/visitor_tokens'

/**
 * Who calls a storefront route (access rule `anonymous`): a visitor with a signed token, read without the
 * database, or a signed-in user with a database token. Either way the storefront's account, and the owner
 * of the carts the caller makes and may read back.
 */
export interface StorefrontCaller {
  accountId: number
  visitorId: string | null
  userId: number | null
}

/**
 * The visitor of the request's bearer token; undefined when the token is not a visitor token (a database
 * token, or none). A visitor token that fails its check is refused as no token at all.
 */
export function visitorOfRequest(ctx: HttpContext): Visitor | undefined {
  const [type, value] = ctx.request.header('authorization', '')!.split(' ')
  if (type?.toLowerCase() !== 'bearer' || !value || !isVisitorToken(value)) return undefined
  const visitor = verifyVisitorToken(value)
  if (!visitor) throw new BusinessError('unauthenticated', 401)
  return visitor
}

export async function resolveStorefrontCaller(ctx: HttpContext): Promise<StorefrontCaller> {
  const visitor = visitorOfRequest(ctx)
  if (visitor) return { accountId: visitor.accountId, visitorId: visitor.id, userId: null }
  const user = await ctx.auth.authenticateUsing(['api'])
  // A deactivated user is refused here as on the back office's routes.
  if (user.status !== 'active') throw new BusinessError('user_inactive', 403)
  return { accountId: user.accountId, visitorId: null, userId: user.id }
}

/** A cart the caller made (404 for anybody else's: another visitor's, user's or client's). */
export function ownCart(caller: StorefrontCaller, id: string) {
  const query = Cart.query().where('account_id', caller.accountId).where('id', id)
  if (caller.visitorId !== null) query.where('visitor_id', caller.visitorId)
  else query.where('user_id', caller.userId!)
  return query.firstOrFail()
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    storefrontCaller: StorefrontCaller
  }
}
