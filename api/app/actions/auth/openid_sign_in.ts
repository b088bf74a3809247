import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import * as oidc from 'openid-client'
import BusinessError from '#exceptions/business_error'
import OpenidSession from '#models/openid_session'
import SsoConfiguration from '#models/sso_configuration'
import SsoDomain from '#models/sso_domain'
import User from '#models/user'
import { openBackOfficeSession } from '#actions/auth/log_in'
import { endSessionUrl } from '#services/openid/issuers'
import { isSameBrowser } from '#services/openid/browser_binding'
import { settings } from '#config/settings'
import { sqlDateTime } from '#services/sql_time'

/** The provider has this long to call back; the back office then this long to exchange the answer. */
const AUTHORIZATION_MINUTES = 10
const EXCHANGE_MINUTES = 5

/** Where the provider sends the browser back: the back office's page for this organisation. */
export const openIdCallbackUrl = (accountId: number) =>
  `${settings.appUrl}/admin/open-id/${accountId}/callback`
/** Where the provider sends the browser after its own logout. */
export const openIdLogoutUrl = () => `${settings.appUrl}/admin/open-id/logout`

const emailDomain = (value: string) => value.trim().toLowerCase().replace(/^.*@/, '')

async function activeConfiguration(accountId: number) {
  return SsoConfiguration.query().where('accountId', accountId).where('isActive', true).first()
}

function openIdDriver(ctx: HttpContext, configuration: SsoConfiguration, loginHint?: string) {
  return ctx.ally.use('openid').configure({
    issuer: configuration.issuer,
    clientId: configuration.clientId,
    clientSecret: configuration.clientSecret,
    callbackUrl: openIdCallbackUrl(configuration.accountId),
    loginHint,
  })
}

/**
 * GET /api/open-id/authorization-url?domain=&bindingHash=: the organisation serving this e-mail domain (or
 * e-mail), and the address of its provider's sign-in page for a new attempt (authorization code with PKCE,
 * state and nonce, kept server-side), bound to the browser that asked by the hash of its secret.
 */
export async function openIdAuthorizationUrl(ctx: HttpContext, domainOrEmail: string, bindingHash: string) {
  const domain = await SsoDomain.findBy('domain', emailDomain(domainOrEmail))
  const configuration = domain ? await SsoConfiguration.find(domain.ssoConfigurationId) : null
  if (!configuration?.isActive) throw new BusinessError('sso_no_organization', 404)

  const checks = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  }
  const loginHint = domainOrEmail.includes('@') ? domainOrEmail.trim() : undefined
  let url: string
  try {
    url = await openIdDriver(ctx, configuration, loginHint).withChecks(checks).redirectUrl()
  } catch (error) {
    logger.warn(
      { accountId: configuration.accountId, err: (error as Error).message },
      'OpenID discovery failed'
    )
    throw new BusinessError('sso_configuration_error', 502)
  }
  await OpenidSession.create({
    id: randomUUID(),
    accountId: configuration.accountId,
    ...checks,
    browserBinding: bindingHash,
    status: 'pending',
    expiresAt: DateTime.now().plus({ minutes: AUTHORIZATION_MINUTES }),
  })
  return { url, organizationId: configuration.accountId }
}

/** Moves an attempt from one status to the next once, whatever the concurrent calls (a replayed answer). */
async function claim(session: OpenidSession, from: OpenidSession['status'], to: OpenidSession['status']) {
  const moved = await db
    .from('openid_sessions')
    .where('id', session.id)
    .where('status', from)
    .where('expires_at', '>', sqlDateTime())
    .update({ status: to, updated_at: sqlDateTime() })
  return Number(Array.isArray(moved) ? moved[0] : moved) === 1
}

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

/**
 * Nightly, with the finished jobs: sign-in attempts older than two days go (a back-office token lives 12
 * hours at most, so none of them is still needed for a provider logout).
 */
export async function purgeOpenIdSessions() {
  await db
    .from('openid_sessions')
    .where('updated_at', '<', sqlDateTime(DateTime.utc().minus({ days: 2 })))
    .delete()
}
