import { storefrontConfigForHost } from '#services/storefront_account'
import { issueVisitorToken } from '#services/auth/visitor_tokens'

/**
 * A storefront visitor gets a signed, expiring token for the client's storefront of the host it calls: it
 * opens the anonymous storefront routes and nothing of the back office. Nothing is written for it.
 */
export async function issueAnonymousToken(host: string | null) {
  const config = await storefrontConfigForHost(host)
  return issueVisitorToken(config.accountId)
}
