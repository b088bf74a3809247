import { createHmac, timingSafeEqual } from 'node:crypto'
import { DateTime } from 'luxon'
import BusinessError from '#exceptions/business_error'
import ConnectorConfiguration from '#models/connector_configuration'
import Transport from '#models/transport'
import { SENDCLOUD_KIND } from '#services/carriers/carriers'
import { sendcloudSettings } from '#services/carriers/sendcloud_api'
import { deliveryStatusOfSendcloud } from '#services/carriers/sendcloud_statuses'
import { applyTrackingEvents } from '#services/transports/tracking'

/**
 * `POST /api/webhooks/sendcloud/:configurationId` (public: Sendcloud calls it), Sendcloud API v2 "Webhooks"
 * and "Parcel status changed": the raw body signed with the integration's secret key, its hex HMAC-SHA256 in
 * the `Sendcloud-Signature` header. The signature is checked in constant time against the body as it came,
 * before anything is read from it; a missing or wrong one (or a configuration that is not a Sendcloud one)
 * answers 401 and records nothing. A parcel the account never booked, or a status that means nothing for the
 * delivery, answers 200 `ignored` (Sendcloud would only send it again); an event already recorded is not
 * recorded twice (the unique key of transport_events).
 */
export type SendcloudWebhookOutcome = 'recorded' | 'ignored'

interface ParcelStatusChanged {
  action?: unknown
  timestamp?: unknown
  carrier_status_change_timestamp?: unknown
  parcel?: { tracking_number?: unknown; status?: { id?: unknown } | null } | null
}

const unauthorised = () => new BusinessError('webhook_signature_invalid', 401)

function signatureMatches(secret: string, rawBody: string, signature: string | undefined) {
  if (!secret || !signature || !/^[0-9a-f]{64}$/i.test(signature.trim())) return false
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest()
  return timingSafeEqual(expected, Buffer.from(signature.trim(), 'hex'))
}

/** When the status changed: the carrier's time when Sendcloud gives it, else the webhook's (milliseconds). */
function occurredAt(payload: ParcelStatusChanged) {
  for (const value of [payload.carrier_status_change_timestamp, payload.timestamp]) {
    const millis = Number(value)
    if (Number.isFinite(millis) && millis > 0) {
      // Seconds rather than milliseconds in older payloads.
      const at = DateTime.fromMillis(millis < 1e11 ? millis * 1000 : millis, { zone: 'utc' })
      if (at.isValid) return at.startOf('second')
    }
  }
  return DateTime.utc().startOf('second')
}

export async function receiveSendcloudWebhook(
  configurationId: number,
  rawBody: string,
  signature: string | undefined
): Promise<SendcloudWebhookOutcome> {
  const configuration = Number.isInteger(configurationId)
    ? await ConnectorConfiguration.query()
        .where('id', configurationId)
        .where('connector', SENDCLOUD_KIND)
        .preload('properties')
        .first()
    : null
  if (!configuration) throw unauthorised()
  const config = sendcloudSettings(configuration)
  if (!signatureMatches(config.secretKey, rawBody, signature)) throw unauthorised()

  let payload: ParcelStatusChanged
  try {
    payload = JSON.parse(rawBody) as ParcelStatusChanged
  } catch {
    return 'ignored'
  }
  if (payload?.action !== 'parcel_status_changed') return 'ignored'
  const trackingNumber = payload.parcel?.tracking_number
  const code = deliveryStatusOfSendcloud(payload.parcel?.status?.id)
  if (typeof trackingNumber !== 'string' || !trackingNumber || !code) return 'ignored'
  const transport = await Transport.query()
    .where('account_id', configuration.accountId)
    .where('company', SENDCLOUD_KIND)
    .where('tracking_number', trackingNumber)
    .first()
  if (!transport) return 'ignored'
  await applyTrackingEvents(transport, [{ code, occurredAt: occurredAt(payload), location: null }])
  return 'recorded'
}
