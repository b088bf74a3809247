import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import OpenidSession from '#models/openid_session'
import { endSessionUrl } from '#services/openid/issuers'
import { activeConfiguration, openIdLogoutUrl } from '#actions/auth/openid'

/**
 * On logout of a token opened through a provider: the provider's logout page (RP-initiated logout), which
 * ends its session too and sends the browser back to the back office's /open-id/logout. Null for a
 * password session, or a provider without a logout page.
 */
export async function providerLogoutUrl(tokenId: number) {
  const session = await OpenidSession.query().where('accessTokenId', tokenId).first()
  if (!session?.idToken) return null
  await db.from('openid_sessions').where('id', session.id).update({ id_token: null })
  const configuration = await activeConfiguration(session.accountId)
  if (!configuration) return null
  try {
    return await endSessionUrl(configuration, session.idToken, openIdLogoutUrl())
  } catch (error) {
    logger.warn({ accountId: session.accountId, err: (error as Error).message }, 'OpenID logout unavailable')
    return null
  }
}
