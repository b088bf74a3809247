import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import BusinessError from '#exceptions/business_error'
import ConnectorConfiguration from '#models/connector_configuration'
import Transport from '#models/transport'
import { SENDCLOUD_KIND } from '#services/carriers/carriers'
import { sendcloudSettings } from '#services/carriers/sendcloud_api'
import { deliveryStatusOfSendcloud } from '#services/carriers/sendcloud_statuses'
import { applyTrackingEvents } from '#actions/transports/apply_tracking_events'
import { isDuplicateKey } from '#services/database_errors'
import { sqlDateTime } from '#services/sql_time'
import { settings } from '#config/settings'

/**
 * `POST /api/webhooks/sendcloud/:configurationId` (public: Sendcloud calls it), Sendcloud API v2 "Webhooks"
 * and "Parcel status changed": the raw body signed with the integration's secret key, its hex HMAC-SHA256 in
 * the `Sendcloud-Signature` header. The signature is checked in constant time against the body as it came,
 * before anything is read from it; a missing or wrong one (or a configuration that is not a Sendcloud one)
 * answers 401 and records nothing, an inactive configuration 403 whatever the signature (its secret may be
 * the reason it was switched off).
 *
 * Replays: a delivery's `timestamp` (when Sendcloud sent it) must be within WEBHOOK_WINDOW_SECONDS of now,
 * else 409 `webhook_outside_window`; within it, each event is taken once, whichever process receives it
 * (409 `webhook_replayed` after). Sendcloud's payloads carry no event id: the event's id is the SHA-256 of
 * the signed body, which holds that timestamp, so two genuine deliveries never share one. A parcel the account never booked, or a status that means nothing for the
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

/** When Sendcloud sent the delivery (its `timestamp`, milliseconds or, in older payloads, seconds). */
function sentAt(payload: ParcelStatusChanged) {
  const value = Number(payload?.timestamp)
  if (!Number.isFinite(value) || value <= 0) return null
  return value < 1e11 ? value * 1000 : value
}

/** Refuses a delivery sent outside the window around now, or already taken. Answers its event id. */
async function takeDelivery(configurationId: number, rawBody: string, payload: ParcelStatusChanged) {
  const windowMs = settings.webhookWindowSeconds * 1000
  const sent = sentAt(payload)
  if (sent === null || Math.abs(Date.now() - sent) > windowMs) {
    throw new BusinessError('webhook_outside_window', 409, { seconds: settings.webhookWindowSeconds })
  }
  const eventId = createHash('sha256').update(rawBody, 'utf8').digest('hex')
  const now = DateTime.utc()
  // Older rows refuse nothing more than the window already does.
  await db
    .from('webhook_deliveries')
    .where('configuration_id', configurationId)
    .where('received_at', '<', sqlDateTime(now.minus({ milliseconds: 2 * windowMs })))
    .delete()
  try {
    await db.table('webhook_deliveries').insert({
      configuration_id: configurationId,
      event_id: eventId,
      received_at: sqlDateTime(now),
    })
  } catch (error) {
    if (isDuplicateKey(error)) throw new BusinessError('webhook_replayed', 409)
    throw error
  }
  return eventId
}

/** A delivery whose processing failed may come again: it is no longer counted as taken. */
async function releaseDelivery(configurationId: number, eventId: string) {
  await db.from('webhook_deliveries').where({ configuration_id: configurationId, event_id: eventId }).delete()
}

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
  if (!configuration.active) throw new BusinessError('webhook_configuration_inactive', 403)
  const config = sendcloudSettings(configuration)
  if (!signatureMatches(config.secretKey, rawBody, signature)) throw unauthorised()

  let payload: ParcelStatusChanged
  try {
    payload = JSON.parse(rawBody) as ParcelStatusChanged
  } catch {
    return 'ignored'
  }
  const eventId = await takeDelivery(configuration.id, rawBody, payload)
  try {
    return await applyDelivery(configuration, payload)
  } catch (error) {
    await releaseDelivery(configuration.id, eventId)
    throw error
  }
}

async function applyDelivery(
  configuration: ConnectorConfiguration,
  payload: ParcelStatusChanged
): Promise<SendcloudWebhookOutcome> {
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
