import User from '#models/user'
import { storefrontConfigForHost } from '#services/storefront_account'
import { settings } from '#config/settings'

/**
 * A storefront visitor gets a short-lived token of the client's pseudo-anonymous user: it opens the
 * anonymous storefront routes and nothing of the back office.
 */
export async function issueAnonymousToken(host: string | null) {
  const config = await storefrontConfigForHost(host)
  const user = await User.firstOrCreate(
    { email: `anonymous+${config.accountId}@reprise.invalid` },
    {
      accountId: config.accountId,
      firstname: 'Anonymous',
      lastname: 'Visitor',
      status: 'active',
      isAnonymous: true,
      password: null,
    }
  )
  const token = await User.accessTokens.create(user, ['anonymous'], {
    name: 'storefront',
    expiresIn: settings.anonymousTokenLifetime,
  })
  return { token: token.value!.release(), expiresAt: token.expiresAt?.toISOString() ?? null }
}
