import BusinessError from '#exceptions/business_error'
import Account from '#models/account'
import type { Actor } from '#services/actor'

/**
 * The account an import or export call names (path or `account_id` query): the caller's own, or any for a
 * super admin. Another account is "not found" (404), as the tenancy scopes answer, so it does not leak.
 */
export async function callerAccount(actor: Actor, accountId: unknown): Promise<number> {
  const id = Number(accountId ?? actor.accountId)
  if (!Number.isInteger(id) || id <= 0) throw new BusinessError('not_found', 404)
  if (!actor.isSuperAdmin && id !== actor.accountId) throw new BusinessError('not_found', 404)
  if (actor.isSuperAdmin && !(await Account.find(id))) throw new BusinessError('not_found', 404)
  return id
}
