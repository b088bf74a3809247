import SsoConfiguration from '#models/sso_configuration'
import BusinessError from '#exceptions/business_error'
import { issuerConfiguration } from '#services/openid/issuers'
import { isOutboundRefusal, OutboundRefused } from '#services/outbound/guard'

/** `POST /api/sso-configurations/:organizationId/test`: the provider's discovery answers for this issuer. */
export async function testSsoConfiguration(accountId: number) {
  const configuration = await SsoConfiguration.findBy('accountId', accountId)
  if (!configuration) throw new BusinessError('sso_configuration_error', 422)
  try {
    const discovered = await issuerConfiguration(configuration)
    const metadata = discovered.serverMetadata()
    return { ok: true, issuer: metadata.issuer, endSession: Boolean(metadata.end_session_endpoint) }
  } catch (error) {
    if (isOutboundRefusal(error)) throw new OutboundRefused()
    throw new BusinessError('sso_configuration_error', 502)
  }
}
