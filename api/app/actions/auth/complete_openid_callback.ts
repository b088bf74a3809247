import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import BusinessError from '#exceptions/business_error'
import OpenidSession from '#models/openid_session'
import User from '#models/user'
import { isSameBrowser } from '#services/openid/browser_binding'
import { sqlDateTime } from '#services/sql_time'
import { claim, activeConfiguration, openIdDriver } from '#actions/auth/openid'

/** The back office has this long to exchange an authenticated attempt for a token. */
const EXCHANGE_MINUTES = 5

/**
 * The back-office user of the organisation behind these claims: by subject once linked, else by e-mail, but
 * only an e-mail the provider asserts as verified (or the organisation trusts its provider's e-mails):
 * otherwise anyone able to set that address at the provider would take over the account.
 */
async function userOfClaims(accountId: number, subject: string, email: string | null, emailTrusted: boolean) {
  const linked = await User.query().where('accountId', accountId).where('openidSubject', subject).first()
  if (linked) return linked
  if (!email) throw new BusinessError('sso_no_organization', 404)
  if (!emailTrusted) throw new BusinessError('sso_email_unverified', 401)
  const user = await User.query()
    .where('accountId', accountId)
    .where('isAnonymous', false)
    .whereRaw('LOWER(email) = ?', [email.trim().toLowerCase()])
    .first()
  if (!user) throw new BusinessError('sso_no_organization', 404)
  // The e-mail is already linked to another identity of the provider: not this one.
  if (user.openidSubject && user.openidSubject !== subject)
    throw new BusinessError('sso_callback_failed', 401)
  return user
}

/**
 * POST /api/open-id/callback: the provider's answer as the back office received it. The attempt is found
 * by its state and used once; it must come from the browser that started it (its secret, else login CSRF);
 * the code is exchanged and the ID token validated by the driver; the user is found (and linked to the
 * provider's subject at their first sign-in). Answers the attempt's id, which
 * `POST /api/login { organizationId, openidSessionId }` exchanges for a token.
 */
export async function completeOpenIdCallback(ctx: HttpContext, accountId: number, bindingSecret?: string) {
  const state = ctx.request.input('state')
  const session =
    typeof state === 'string' && state
      ? await OpenidSession.query().where('state', state).where('accountId', accountId).first()
      : null
  if (!session) throw new BusinessError('sso_callback_failed', 401)
  // Checked before the attempt is used and the code exchanged: another browser that saw the state can
  // neither spoil the sign-in of the one that started it nor reach the provider.
  if (!isSameBrowser(session.browserBinding, bindingSecret)) {
    logger.warn({ accountId }, 'OpenID callback from another browser refused')
    throw new BusinessError('sso_other_browser', 401)
  }
  if (!(await claim(session, 'pending', 'consumed'))) throw new BusinessError('sso_callback_failed', 401)
  const configuration = await activeConfiguration(accountId)
  if (!configuration) throw new BusinessError('sso_configuration_error', 422)

  const driver = openIdDriver(ctx, configuration).withChecks(session)
  if (driver.hasError()) throw new BusinessError('sso_callback_failed', 401)
  let claims
  try {
    claims = await driver.user()
  } catch (error) {
    // The reason (wrong issuer or audience, expired or unsigned token, nonce) is logged, never the token.
    logger.warn({ accountId, err: (error as Error).message }, 'OpenID callback refused')
    throw new BusinessError('sso_callback_failed', 401)
  }
  const emailTrusted = claims.emailVerificationState === 'verified' || configuration.trustProviderEmails
  const user = await userOfClaims(accountId, claims.id, claims.email, emailTrusted)
  if (user.status !== 'active') throw new BusinessError('user_inactive', 403)
  if (!user.openidSubject) {
    user.openidSubject = claims.id
    await user.save()
  }
  await db
    .from('openid_sessions')
    .where('id', session.id)
    .update({
      status: 'authenticated',
      user_id: user.id,
      id_token: claims.token.idToken,
      expires_at: sqlDateTime(DateTime.utc().plus({ minutes: EXCHANGE_MINUTES })),
      updated_at: sqlDateTime(),
    })
  return { organizationId: accountId, openidSessionId: session.id }
}
