import type { AccessToken } from '@adonisjs/auth/access_tokens'
import User from '#models/user'
import { providerLogoutUrl } from '#actions/auth/end_provider_session'

/**
 * Ends the token the user signed in with. A session opened through the organisation's provider gives the
 * provider's logout page (or null), where the back office sends the browser so that session ends too.
 */
export async function logOut(user: User & { currentAccessToken: AccessToken }) {
  const tokenId = user.currentAccessToken.identifier
  const endSessionUrl = await providerLogoutUrl(Number(tokenId))
  await User.accessTokens.delete(user, tokenId)
  return endSessionUrl
}
