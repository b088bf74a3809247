import type { ConnectorCallTarget } from '#services/connectors/call_log'
import type { PeerCheck } from '#services/connectors/peers'
import { isOutboundRefusal } from '#services/outbound/guard'
import {
  CarrierRefused,
  CarrierUnavailable,
  sendcloudCall,
  SENDCLOUD_DEFAULT_API_URL,
  parseCircuitShippingMethods,
} from '#services/carriers/sendcloud_api'

/**
 * The connection test of a Sendcloud configuration: the cheapest authenticated request, `GET /user` (API v2
 * "User"), with the stored keys. Keys Sendcloud does not know answer 401 (or 403): `bad_credentials`.
 */
export async function checkSendcloud(
  properties: Record<string, string | null>,
  target: ConnectorCallTarget
): Promise<PeerCheck> {
  const config = {
    target,
    publicKey: properties.publicKey ?? '',
    secretKey: properties.secretKey ?? '',
    baseUrl: (properties.apiBaseUrl || SENDCLOUD_DEFAULT_API_URL).replace(/\/+$/, ''),
    senderAddressId: null,
    defaultShippingMethodId: null,
    circuitShippingMethods: parseCircuitShippingMethods(null),
  }
  try {
    const answer = await sendcloudCall(config, 'test_connection', '/user')
    return { ok: true, reason: 'answered', status: answer.status }
  } catch (error) {
    if (isOutboundRefusal(error)) return { ok: false, reason: 'invalid_address' }
    if (error instanceof CarrierRefused) {
      return [401, 403].includes(error.httpStatus)
        ? { ok: false, reason: 'bad_credentials', status: error.httpStatus }
        : { ok: false, reason: 'server_error', status: error.httpStatus }
    }
    if (error instanceof CarrierUnavailable) {
      if (error.reason === 'timeout') return { ok: false, reason: 'timeout' }
      if (error.reason === 'server_error') {
        return { ok: false, reason: 'server_error', status: error.httpStatus ?? undefined }
      }
      return { ok: false, reason: 'unreachable' }
    }
    if ((error as { code?: unknown }).code === 'invalid_address')
      return { ok: false, reason: 'invalid_address' }
    throw error
  }
}
