import Organization from '#models/organization'
import { storefrontConfigForHost } from '#services/storefront_account'
import { issueVisitorToken } from '#services/auth/visitor_tokens'

/**
 * The same token for the storefront a page's address names (part 2 §7 `webtoken-with-account-and-ord`),
 * with the account it is for and its root organisation (`ord`): what an embedded page needs to call the
 * storefront routes.
 */
export async function issueWebToken(url: string) {
  const config = await storefrontConfigForHost(new URL(url).host)
  const root = await Organization.query()
    .where('account_id', config.accountId)
    .where('type', 'root_management_unit')
    .orderBy('id')
    .first()
  return {
    ...issueVisitorToken(config.accountId),
    ord: root?.id ?? null,
    account: { id: config.accountId, commonName: config.account.commonName },
  }
}
