import db from '@adonisjs/lucid/services/db'
import BusinessError from '#exceptions/business_error'
import OpenidSession from '#models/openid_session'
import User from '#models/user'
import { openBackOfficeSession } from '#actions/auth/open_back_office_session'
import { claim } from '#actions/auth/openid'

/** POST /api/login { organizationId, openidSessionId }: the authenticated attempt becomes a token, once. */
export async function logInWithOpenId(accountId: number, openidSessionId: string) {
  const session = await OpenidSession.query()
    .where('id', openidSessionId)
    .where('accountId', accountId)
    .first()
  if (!session?.userId || !(await claim(session, 'authenticated', 'consumed'))) {
    throw new BusinessError('sso_callback_failed', 401)
  }
  const user = await User.findOrFail(session.userId)
  const opened = await openBackOfficeSession(user)
  await db.from('openid_sessions').where('id', session.id).update({ access_token_id: opened.tokenId })
  return opened
}
