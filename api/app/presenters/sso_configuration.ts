import SsoConfiguration from '#models/sso_configuration'
import { SECRET_MASK } from '#presenters/connector'
import { openIdCallbackUrl, openIdLogoutUrl } from '#actions/auth/openid'

/** What the screen shows of an organisation's SSO: never the secret, only whether there is one. */
export async function presentSsoConfiguration(accountId: number) {
  const configuration = await SsoConfiguration.query()
    .where('accountId', accountId)
    .preload('domains', (query) => query.orderBy('domain'))
    .first()
  return {
    id: accountId,
    organizationId: accountId,
    configured: configuration !== null,
    issuer: configuration?.issuer ?? '',
    clientId: configuration?.clientId ?? '',
    clientSecret: configuration?.clientSecret ? SECRET_MASK : null,
    domains: configuration?.domains.map((one) => one.domain) ?? [],
    isActive: configuration?.isActive ?? false,
    trustProviderEmails: configuration?.trustProviderEmails ?? false,
    version: configuration?.version ?? 0,
    /** To register at the provider: where it sends the browser back after sign-in and after logout. */
    callbackUrl: openIdCallbackUrl(accountId),
    logoutUrl: openIdLogoutUrl(),
  }
}
