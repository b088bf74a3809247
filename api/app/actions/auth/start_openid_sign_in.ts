import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import * as oidc from 'openid-client'
import BusinessError from '#exceptions/business_error'
import OpenidSession from '#models/openid_session'
import SsoConfiguration from '#models/sso_configuration'
import SsoDomain from '#models/sso_domain'
import { openIdDriver } from '#actions/auth/openid'

/** The provider has this long to call back. */
const AUTHORIZATION_MINUTES = 10

const emailDomain = (value: string) => value.trim().toLowerCase().replace(/^.*@/, '')

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
