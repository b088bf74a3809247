import Account from '#models/account'
import { tenancy } from '#services/tenancy/scopes'
import type { Actor } from '#services/actor'

/**
 * Part 2 §7 `payment/account/{id}/by-buyer-feature-available`: whether the account's buy-backs may be paid
 * by their buyer (its root details' `buyerPaymentEnabled`). Only the caller's own account is found.
 */
export async function byBuyerFeature(actor: Actor, accountId: unknown) {
  const account = await tenancy
    .owned(Account.query(), actor, 'accounts.id')
    .where('accounts.id', Number(accountId))
    .whereNull('accounts.deleted_at')
    .preload('rootDetail')
    .firstOrFail()
  return { accountId: account.id, available: Boolean(account.rootDetail?.buyerPaymentEnabled) }
}
