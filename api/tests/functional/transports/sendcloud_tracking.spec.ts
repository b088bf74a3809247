import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlDateTime } from '#services/sql_time'
import { trackOpenTransports } from '#actions/transports/track_open_transports'
import { tokenOf } from '#tests/helpers/demo'
import { demoPackageTransport, eventsOf } from '#tests/helpers/transports'
import { FakeSendcloud, sendcloudConfiguration, signed } from '#tests/helpers/sendcloud'
import { settings } from '#config/settings'

const TRACKING = '3SYZXG132912330'

/** The demo's first package transport, as if Sendcloud had booked it for the account's configuration. */
async function sendcloudTransport(baseUrl: string) {
  const { transport, parcel, buybackIds } = await demoPackageTransport()
  const configuration = await sendcloudConfiguration(Number(transport.accountId), baseUrl)
  await db
    .from('transports')
    .where('id', transport.id)
    .update({ company: 'sendcloud', tracking_number: TRACKING, is_tracked: true })
  await db.from('transport_events').where('transport_id', transport.id).delete()
  return { transport, parcel, buybackIds, configuration }
}

/** Sendcloud's webhook, sent as it sends it: the raw JSON body and its signature. */
function webhook(configurationId: number, body: string, signature?: string) {
  return fetch(`http://127.0.0.1:${process.env.PORT}/api/webhooks/sendcloud/${configurationId}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'Sendcloud-Signature': signature } : {}),
    },
    body,
  })
}

/**
 * API v2 "Parcel status changed", trimmed to what the platform reads and a little more: the carrier's
 * change at `at`, sent by Sendcloud at `sent` (now, unless told).
 */
const statusChanged = (
  statusId: number,
  message: string,
  at: number,
  tracking = TRACKING,
  sent = Date.now()
) =>
  JSON.stringify({
    action: 'parcel_status_changed',
    timestamp: sent,
    carrier_status_change_timestamp: at,
    parcel: {
      id: 3172,
      name: 'Atelier Lille-Lesquin',
      tracking_number: tracking,
      status: { id: statusId, message },
      shipment: { id: 8, name: 'Colissimo Home' },
    },
  })

test.group('Transports / Sendcloud tracking', (group) => {
  let sendcloud: FakeSendcloud
  group.each.setup(async () => {
    sendcloud = await new FakeSendcloud().start()
    const restore = await testUtils.db().withGlobalTransaction()
    return async () => {
      await restore()
      await sendcloud.stop()
    }
  })

  test('a signed status webhook records its event once, and moves the package and its buy-backs', async ({
    assert,
  }) => {
    const { transport, parcel, buybackIds, configuration } = await sendcloudTransport(sendcloud.baseUrl)
    const at = DateTime.utc().minus({ hours: 1 }).startOf('second').toMillis()
    const sorted = statusChanged(5, 'Sorted', at)
    const first = await webhook(configuration.id, sorted, signed(sorted))
    assert.equal(first.status, 200)
    assert.deepEqual(await first.json(), { status: 'recorded' })
    // The same status sent again by Sendcloud (another delivery, its own timestamp) is recorded once.
    const resent = statusChanged(5, 'Sorted', at, TRACKING, Date.now() + 1)
    const again = await webhook(configuration.id, resent, signed(resent))
    assert.equal(again.status, 200)
    assert.deepEqual(
      (await eventsOf(transport.id)).map((event) => event.code),
      ['DELIVERY_IN_HUB']
    )

    const delivered = statusChanged(11, 'Delivered', at + 60_000)
    assert.equal((await webhook(configuration.id, delivered, signed(delivered))).status, 200)
    const row = await db.from('transports').where('id', transport.id).firstOrFail()
    assert.equal(row.last_delivery_status, 'DELIVERY_DELIVERED_OK')
    assert.isFalse(Boolean(Number(row.is_tracked)))
    assert.equal((await db.from('packages').where('id', parcel.id).firstOrFail()).status, 'delivered')
    const buyback = await db.from('buybacks').where('id', buybackIds[0]).firstOrFail()
    assert.equal(buyback.delivery_status, 'DELIVERY_DELIVERED_OK')
  })

  test('a webhook with a bad or missing signature is refused with 401 and records nothing', async ({
    assert,
  }) => {
    const { transport, configuration } = await sendcloudTransport(sendcloud.baseUrl)
    const body = statusChanged(11, 'Delivered', Date.now())
    const forged = await webhook(configuration.id, body, signed(body, 'not-the-secret'))
    assert.equal(forged.status, 401)
    assert.equal(((await forged.json()) as { code: string }).code, 'webhook_signature_invalid')
    assert.equal((await webhook(configuration.id, body)).status, 401)
    // Signed, then changed on the way.
    const tampered = await webhook(configuration.id, body.replace('"id":11', '"id":12'), signed(body))
    assert.equal(tampered.status, 401)
    assert.equal((await webhook(configuration.id + 1000, body, signed(body))).status, 401)
    assert.lengthOf(await eventsOf(transport.id), 0)
  })

  test('a delivery replayed is refused, by its event id within the window and by its timestamp outside', async ({
    assert,
  }) => {
    const { transport, configuration } = await sendcloudTransport(sendcloud.baseUrl)
    const at = DateTime.utc().minus({ minutes: 5 }).startOf('second').toMillis()
    const sorted = statusChanged(5, 'Sorted', at)
    assert.equal((await webhook(configuration.id, sorted, signed(sorted))).status, 200)
    await db.from('transport_events').where('transport_id', transport.id).delete()

    const replayed = await webhook(configuration.id, sorted, signed(sorted))
    assert.equal(replayed.status, 409)
    assert.equal(((await replayed.json()) as { code: string }).code, 'webhook_replayed')

    const windowMs = settings.webhookWindowSeconds * 1000
    const old = statusChanged(11, 'Delivered', at, TRACKING, Date.now() - windowMs - 60_000)
    const stale = await webhook(configuration.id, old, signed(old))
    assert.equal(stale.status, 409)
    assert.deepInclude(await stale.json(), { code: 'webhook_outside_window' })
    const future = statusChanged(11, 'Delivered', at, TRACKING, Date.now() + windowMs + 60_000)
    assert.equal((await webhook(configuration.id, future, signed(future))).status, 409)
    const undated = sorted.replace(/"timestamp":\d+,/, '')
    assert.equal((await webhook(configuration.id, undated, signed(undated))).status, 409)
    assert.lengthOf(await eventsOf(transport.id), 0)
  })

  test('a delivery for an inactive configuration is refused, signed or not', async ({ assert }) => {
    const { transport, configuration } = await sendcloudTransport(sendcloud.baseUrl)
    await db.from('connector_configurations').where('id', configuration.id).update({ active: false })
    const body = statusChanged(11, 'Delivered', Date.now())
    const refused = await webhook(configuration.id, body, signed(body))
    assert.equal(refused.status, 403)
    assert.equal(((await refused.json()) as { code: string }).code, 'webhook_configuration_inactive')
    assert.equal((await webhook(configuration.id, body)).status, 403)
    assert.lengthOf(await eventsOf(transport.id), 0)
    assert.lengthOf(await db.from('webhook_deliveries').where('configuration_id', configuration.id), 0)
  })

  test('a webhook about a parcel the account never booked is answered 200 and ignored', async ({
    assert,
  }) => {
    const { configuration } = await sendcloudTransport(sendcloud.baseUrl)
    const body = statusChanged(11, 'Delivered', Date.now(), '3SOTHER00000001')
    const answer = await webhook(configuration.id, body, signed(body))
    assert.equal(answer.status, 200)
    assert.deepEqual(await answer.json(), { status: 'ignored' })
    assert.lengthOf(
      await db
        .from('transport_events')
        .where('created_at', '>', sqlDateTime(DateTime.utc().minus({ minutes: 1 }))),
      0
    )
  })

  test('the tracking job asks Sendcloud only about parcels silent for a day', async ({ assert }) => {
    const { transport } = await sendcloudTransport(sendcloud.baseUrl)
    sendcloud.parcels.push({
      id: 3172,
      external_reference: 'reprise-x',
      tracking_number: TRACKING,
      status: { id: 92, message: 'Driver en route' },
      body: {},
    })
    // Booked an hour ago: the webhook will tell; nothing is asked.
    await db
      .from('transports')
      .where('id', transport.id)
      .update({ created_at: sqlDateTime(DateTime.utc().minus({ hours: 1 })) })
    await trackOpenTransports()
    assert.lengthOf(sendcloud.requests, 0)

    // Two days without news: the job asks, by the tracking number, and records the status once.
    await db
      .from('transports')
      .where('id', transport.id)
      .update({ created_at: sqlDateTime(DateTime.utc().minus({ days: 2 })) })
    await trackOpenTransports()
    await trackOpenTransports()
    assert.deepEqual(sendcloud.requests[0], {
      method: 'GET',
      path: `/api/v2/parcels?tracking_number=${TRACKING}`,
    })
    assert.deepEqual(
      (await eventsOf(transport.id)).map((event) => event.code),
      ['DELIVERY_OUT_FOR_DELIVERY']
    )
    // The event just recorded counts as news: the next run asks nothing.
    const asked = sendcloud.requests.length
    await trackOpenTransports()
    assert.equal(sendcloud.requests.length, asked)
  })

  test('the connection test calls the authenticated user, tells bad keys apart and never a private address', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const { configuration } = await sendcloudTransport(sendcloud.baseUrl)
    const good = await client
      .post(`/api/connector-organizations/${configuration.id}/test`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
    good.assertStatus(200)
    assert.isTrue(good.body().ok)
    assert.deepEqual(sendcloud.requests.at(-1), { method: 'GET', path: '/api/v2/user' })

    await db
      .from('connector_configuration_properties')
      .where({ configuration_id: configuration.id, name: 'publicKey' })
      .update({ value: 'somebody-else' })
    const bad = await client
      .post(`/api/connector-organizations/${configuration.id}/test`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
    assert.isFalse(bad.body().ok)
    assert.equal(bad.body().reason, 'bad_credentials')
    assert.include(bad.body().message, 'keys (public and secret) are not recognised')

    // A private address is never called, whatever the keys.
    await db
      .from('connector_configuration_properties')
      .where({ configuration_id: configuration.id, name: 'apiBaseUrl' })
      .update({ value: 'https://10.20.30.40/api/v2' })
    const asked = sendcloud.requests.length
    const refused = await client
      .post(`/api/connector-organizations/${configuration.id}/test`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
    assert.equal(refused.body().reason, 'invalid_address')
    assert.equal(sendcloud.requests.length, asked)
  })
})
