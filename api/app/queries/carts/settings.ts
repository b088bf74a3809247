import Account from '#models/account'
import { BOUNDS } from '#domain/bounds'

/**
 * GET /api/buyback-settings for the storefront's account, with the two names part 2 §7 reads in
 * snake_case beside the camelCase the storefront reads.
 */
export async function buybackSettings(accountId: number) {
  const account = await Account.query().where('id', accountId).preload('rootDetail').firstOrFail()
  const details = account.rootDetail
  const multi = details?.enabledPremiumFeatures.includes('multi_product_cart') ?? false
  const identityRequired = details?.customerIdentityDocumentRequired ?? false
  const cartMinValue = (details?.cartMinValue ?? 0) * 100
  return {
    customerIdentityDocumentRequired: identityRequired,
    customer_identity_document_required: identityRequired,
    cartMinValue,
    cart_min_value: cartMinValue,
    cartMaxItems: multi ? BOUNDS.cartMaxItems.multiProduct : BOUNDS.cartMaxItems.single,
    cartLifetimeDays: BOUNDS.cartLifetimeDays.web,
    storeCartLifetimeDays: BOUNDS.cartLifetimeDays.store,
    stalenessDays: BOUNDS.stalenessDays,
    currency: account.currency,
  }
}
