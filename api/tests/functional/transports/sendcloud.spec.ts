import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import type { ApiClient, ApiRequest } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { settings } from '#config/settings'
import { runDueJobs, enqueue } from '#services/jobs/queue'
import { carrierFor } from '#services/carriers/carriers'
import { SandboxCarrier } from '#services/carriers/sandbox_carrier'
import { SendcloudCarrier } from '#services/carriers/sendcloud_carrier'
import { recentConnectorCalls } from '#services/connectors/call_log'
import { tokenOf } from '#tests/helpers/demo'
import { FakeSendcloud, LABEL_PDF, sendcloudConfiguration } from '#tests/helpers/sendcloud'

const STORE_MANAGER = 'store.manager@demo-retail.test'
const en = (call: ApiRequest, token: string) => call.bearerToken(token).header('Accept-Language', 'en')

/** An open package of the store manager's store holding one item awaiting inventory. */
async function packageWithOneItem(client: ApiClient, token: string) {
  const store = await db
    .from('user_modules')
    .join('users', 'users.id', 'user_modules.user_id')
    .where('users.email', STORE_MANAGER)
    .select('user_modules.organization_id')
    .firstOrFail()
  const item = await db
    .from('items')
    .where('store_id', store.organization_id)
    .where('status', 'item_awaiting_inventory')
    .orderBy('id')
    .firstOrFail()
  const added = await en(client.post('/api/packages'), token).json({ code: item.identification_number })
  added.assertStatus(201)
  const created = added
  const row = await db.from('packages').where('id', created.body().id).firstOrFail()
  return {
    id: Number(row.id),
    number: String(row.number),
    accountId: Number(row.account_id),
    version: added.body().version,
  }
}

/** A buy-back sent by post whose label is still to book (demo: circuits with a shipped deposit). */
async function buybackAwaitingLabel() {
  return db
    .from('buybacks')
    .join('circuits', 'circuits.id', 'buybacks.circuit_id')
    .whereNotNull('buybacks.shipping_method_id')
    .whereIn('circuits.deposit', ['post', 'collect', 'drop_label'])
    .whereNotExists((query) =>
      query.from('transports').whereColumn('transports.buyback_id', 'buybacks.id').select('id')
    )
    .orderBy('buybacks.id')
    .select('buybacks.id', 'buybacks.account_id', 'buybacks.identification_number')
    .firstOrFail()
}

test.group('Transports / Sendcloud carrier', (group) => {
  let sendcloud: FakeSendcloud
  group.each.setup(async () => {
    sendcloud = await new FakeSendcloud().start()
    const restore = await testUtils.db().withGlobalTransaction()
    return async () => {
      await restore()
      await sendcloud.stop()
    }
  })

  test('with no active configuration the sandbox carrier books, and Sendcloud is not called', async ({
    assert,
  }) => {
    const account = await db.from('accounts').orderBy('id').firstOrFail()
    assert.instanceOf(await carrierFor(Number(account.id)), SandboxCarrier)
    const configuration = await sendcloudConfiguration(Number(account.id), sendcloud.baseUrl)
    assert.instanceOf(await carrierFor(Number(account.id)), SendcloudCarrier)
    configuration.active = false
    await configuration.save()
    assert.instanceOf(await carrierFor(Number(account.id)), SandboxCarrier)
    assert.lengthOf(sendcloud.requests, 0)
  })

  test('closing a package books one parcel with its label and tracking number, even when booked again', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, STORE_MANAGER)
    const pkg = await packageWithOneItem(client, token)
    const configuration = await sendcloudConfiguration(pkg.accountId, sendcloud.baseUrl)

    const closed = await en(client.post(`/api/packages/${pkg.id}/close`), token).json({
      version: pkg.version,
    })
    closed.assertStatus(200)
    assert.lengthOf(sendcloud.parcels, 1)
    const [parcel] = sendcloud.parcels
    assert.equal(parcel.external_reference, `reprise-${pkg.number}`)
    assert.deepEqual(parcel.body.shipment, { id: 8 })
    assert.equal(parcel.body.request_label, true)
    const transport = await db.from('transports').where('package_id', pkg.id).firstOrFail()
    assert.equal(transport.company, 'sendcloud')
    assert.equal(transport.tracking_number, parcel.tracking_number)
    assert.equal(closed.body().transport.trackingNumber, parcel.tracking_number)
    assert.deepEqual(Buffer.from(await drive.use().getBytes(transport.label_key)), LABEL_PDF)

    // Booked a second time (a close sent again after a lost answer): the parcel is found, not made again.
    const again = await (
      await carrierFor(pkg.accountId)
    ).createShipment(
      {
        reference: pkg.number,
        sender: { name: 'x', street: null, zipCode: null, city: null, country: 'FR' },
        recipient: { name: 'y', street: null, zipCode: null, city: null, country: 'FR' },
        weightGrams: null,
      },
      'en'
    )
    assert.equal(again.trackingNumber, parcel.tracking_number)
    assert.lengthOf(sendcloud.parcels, 1)
    const calls = await recentConnectorCalls(configuration.id)
    assert.includeMembers(
      calls.map((call) => call.operation),
      ['find_parcel', 'create_parcel', 'get_label']
    )
    assert.notInclude(JSON.stringify(calls), 'sc-secret')
  })

  test('a refusal by Sendcloud reaches the operator as a translated message; the next attempt closes it', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, STORE_MANAGER)
    const pkg = await packageWithOneItem(client, token)
    const configuration = await sendcloudConfiguration(pkg.accountId, sendcloud.baseUrl)
    sendcloud.nextCreate = 'refuse'

    const closed = await en(client.post(`/api/packages/${pkg.id}/close`), token).json({
      version: pkg.version,
    })
    closed.assertStatus(422)
    assert.equal(closed.body().code, 'carrier_refused')
    assert.include(closed.body().message, 'The carrier refused the shipment')
    assert.include(closed.body().message, "house_number: 'This field cannot be blank.'")
    const french = await client
      .post(`/api/packages/${pkg.id}/close`)
      .bearerToken(token)
      .header('Accept-Language', 'fr')
      .json({ version: pkg.version })
    assert.equal(french.status(), 200, 'the second attempt, accepted by Sendcloud, closes it')

    const refused = (await recentConnectorCalls(configuration.id)).find((call) => call.outcome === 'refused')
    assert.equal(refused?.operation, 'create_parcel')
    assert.equal(refused?.error, 'http_400')
    assert.lengthOf(sendcloud.parcels, 1)
  })

  test('a refusal leaves the package open with nothing booked', async ({ client, assert }) => {
    const token = await tokenOf(client, STORE_MANAGER)
    const pkg = await packageWithOneItem(client, token)
    await sendcloudConfiguration(pkg.accountId, sendcloud.baseUrl)
    sendcloud.nextCreate = 'refuse'
    const closed = await client
      .post(`/api/packages/${pkg.id}/close`)
      .bearerToken(token)
      .header('Accept-Language', 'de')
      .json({ version: pkg.version })
    closed.assertStatus(422)
    assert.include(closed.body().message, 'Der Versanddienstleister hat die Sendung abgelehnt')
    const row = await db.from('packages').where('id', pkg.id).firstOrFail()
    assert.equal(row.status, 'open')
    assert.isNull(await db.from('transports').where('package_id', pkg.id).first())
  })

  test('a 5xx leaves the label job to the queue, whose retry makes no second parcel', async ({ assert }) => {
    const buyback = await buybackAwaitingLabel()
    await sendcloudConfiguration(Number(buyback.account_id), sendcloud.baseUrl)
    await db.from('jobs').where('status', 'pending').delete()
    const jobId = await enqueue('shipping_label', { buybackId: buyback.id })
    sendcloud.nextCreate = 'fail_after_create'

    await runDueJobs()
    const failed = await db.from('jobs').where('id', jobId).firstOrFail()
    assert.equal(failed.status, 'pending', 'to be retried with the backoff')
    assert.equal(Number(failed.attempts), 1)
    assert.isNull(await db.from('transports').where('buyback_id', buyback.id).first())

    await db.from('jobs').where('id', jobId).update({ run_at: '2000-01-01 00:00:00' })
    await runDueJobs()
    assert.equal((await db.from('jobs').where('id', jobId).firstOrFail()).status, 'done')
    assert.lengthOf(sendcloud.parcels, 1)
    const transport = await db.from('transports').where('buyback_id', buyback.id).firstOrFail()
    assert.equal(transport.tracking_number, sendcloud.parcels[0].tracking_number)
    const row = await db.from('buybacks').where('id', buyback.id).firstOrFail()
    assert.equal(row.tracking_number, sendcloud.parcels[0].tracking_number)
  })

  test('a timeout counts as unavailable, and the next run finds the parcel it made', async ({ assert }) => {
    const buyback = await buybackAwaitingLabel()
    const configuration = await sendcloudConfiguration(Number(buyback.account_id), sendcloud.baseUrl)
    const connectors = settings.connectors as { carrierTimeoutMs: number }
    const before = connectors.carrierTimeoutMs
    connectors.carrierTimeoutMs = 300
    try {
      sendcloud.nextCreate = 'hang_after_create'
      const { createShippingLabel } = await import('#actions/buybacks/create_shipping_label')
      await assert.rejects(() => createShippingLabel(Number(buyback.id)))
      const timeout = (await recentConnectorCalls(configuration.id)).find(
        (call) => call.outcome === 'timeout'
      )
      assert.equal(timeout?.operation, 'create_parcel')
      await createShippingLabel(Number(buyback.id))
    } finally {
      connectors.carrierTimeoutMs = before
    }
    assert.lengthOf(sendcloud.parcels, 1)
    assert.lengthOf(await db.from('transports').where('buyback_id', buyback.id), 1)
  })

  test('a refused return label stops its job, left for the operator to book again', async ({ assert }) => {
    const item = await db
      .from('items')
      .join('buybacks', 'buybacks.id', 'items.buyback_id')
      .join('customers', 'customers.id', 'buybacks.customer_id')
      .whereNotNull('customers.street')
      .whereNotNull('customers.zip_code')
      .whereNotNull('customers.city')
      .select('items.id', 'buybacks.account_id')
      .orderBy('items.id')
      .firstOrFail()
    await db.from('items').where('id', item.id).update({ status: 'item_to_return' })
    await sendcloudConfiguration(Number(item.account_id), sendcloud.baseUrl)
    await db.from('jobs').where('status', 'pending').delete()
    const jobId = await enqueue('item_return_label', { itemId: item.id })
    sendcloud.nextCreate = 'refuse'
    await runDueJobs()
    assert.equal((await db.from('jobs').where('id', jobId).firstOrFail()).status, 'done')
    assert.isNull(await db.from('transports').where('item_id', item.id).first())
    assert.lengthOf(sendcloud.parcels, 0)
  })
})
