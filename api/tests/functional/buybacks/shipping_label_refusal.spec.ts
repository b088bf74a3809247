import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { runDueJobs } from '#services/jobs/queue'
import { anonymousToken, tokenOf } from '#tests/helpers/demo'
import { FakeSendcloud, sendcloudConfiguration } from '#tests/helpers/sendcloud'
import { CUSTOMER, cartBody, lineFor, submit } from '#tests/helpers/storefront_checkout'

const ADMIN = 'admin@demo-retail.test'

/** A buy-back sent by post from the storefront, its label job queued, the account on the fake Sendcloud. */
async function postedBuyback(client: ApiClient, sendcloud: FakeSendcloud) {
  await db.from('jobs').where('status', 'pending').delete()
  const token = await anonymousToken(client)
  const { line } = await lineFor(client, token)
  const cart = (await submit(client, token, cartBody(line))).body()
  const id = Number(cart.buybacks[0].id)
  const row = await db.from('buybacks').where('id', id).firstOrFail()
  await sendcloudConfiguration(Number(row.account_id), sendcloud.baseUrl)
  const labelUrl = `/api/carts/${cart.id}/buybacks/${id}/documents/shipping_label`
  return { id, token, labelUrl }
}

const parcelCreations = (sendcloud: FakeSendcloud) =>
  sendcloud.requests.filter((call) => call.method === 'POST' && call.path === '/api/v2/parcels').length

test.group('Buybacks / shipping label refused by the carrier', (group) => {
  let sendcloud: FakeSendcloud
  group.each.setup(async () => {
    sendcloud = await new FakeSendcloud().start()
    const restore = await testUtils.db().withGlobalTransaction()
    return async () => {
      await restore()
      await sendcloud.stop()
    }
  })

  test('a refused label is recorded once on the buy-back, its job is not retried, and its details show it', async ({
    client,
    assert,
  }) => {
    const { id } = await postedBuyback(client, sendcloud)
    sendcloud.nextCreate = 'refuse'
    await runDueJobs()

    const job = await db.from('jobs').where('type', 'shipping_label').orderBy('id', 'desc').firstOrFail()
    assert.equal(job.status, 'done', 'a refusal is not retried')
    assert.equal(Number(job.attempts), 1)
    await db.from('jobs').update({ run_at: '2000-01-01 00:00:00' })
    await runDueJobs()
    assert.equal(parcelCreations(sendcloud), 1, 'Sendcloud asked once')
    assert.isNull(await db.from('transports').where('buyback_id', id).first())
    const row = await db.from('buybacks').where('id', id).firstOrFail()
    assert.include(row.label_refusal, 'house_number')
    assert.isNotNull(row.label_refused_at)

    const token = await tokenOf(client, ADMIN)
    const details = await client.get(`/api/buybacks/${id}`).bearerToken(token)
    details.assertStatus(200)
    assert.include(details.body().labelRefusal.reason, "house_number: 'This field cannot be blank.'")
    assert.isString(details.body().labelRefusal.refusedAt)
    assert.isTrue(details.body().actions.bookLabel)
    assert.equal(details.body().status, row.status, 'the status machine is untouched')
  })

  test("the customer's label check answers 410 shipping_label_refused, not 425 not ready", async ({
    client,
  }) => {
    const { token, labelUrl } = await postedBuyback(client, sendcloud)
    ;(await client.head(labelUrl).bearerToken(token)).assertStatus(425)
    sendcloud.nextCreate = 'refuse'
    await runDueJobs()

    ;(await client.head(labelUrl).bearerToken(token)).assertStatus(410)
    const get = await client.get(labelUrl).bearerToken(token).header('Accept-Language', 'en')
    get.assertStatus(410)
    get.assertBodyContains({
      code: 'shipping_label_refused',
      message: 'The carrier could not create the shipping label: the store will contact you.',
    })
  })

  test('booking again after the fix creates the label and clears the refusal', async ({ client, assert }) => {
    const { id, token: visitor, labelUrl } = await postedBuyback(client, sendcloud)
    sendcloud.nextCreate = 'refuse'
    await runDueJobs()
    const token = await tokenOf(client, ADMIN)
    const row0 = await db.from('buybacks').where('id', id).firstOrFail()

    // Still refused (the address not corrected yet): the carrier's message, kept on the buy-back.
    sendcloud.nextCreate = 'refuse'
    const again = await client
      .post(`/api/buybacks/${id}/shipping-label`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
    again.assertStatus(422)
    again.assertBodyContains({ code: 'carrier_refused' })
    assert.include(again.body().message, 'house_number')
    assert.isNull(await db.from('transports').where('buyback_id', id).first())

    const invalid = await client
      .post(`/api/buybacks/${id}/shipping-label`)
      .bearerToken(token)
      .json({ address: { street: '', zipCode: '7500', city: 'Paris', country: 'FR' } })
    invalid.assertStatus(422)
    assert.properties(invalid.body().errors, ['address.street', 'address.zipCode'])

    const address = { street: '12 rue de Rivoli', zipCode: '75001', city: 'Paris', country: 'FR' }
    const booked = await client
      .post(`/api/buybacks/${id}/shipping-label`)
      .bearerToken(token)
      .json({ address })
    booked.assertStatus(200)
    const transport = await db.from('transports').where('buyback_id', id).firstOrFail()
    assert.equal(booked.body().trackingNumber, transport.tracking_number)
    assert.equal(transport.company, 'sendcloud')
    const parcel = sendcloud.parcels[0].body
    assert.equal(parcel.from_address_1, '12 rue de Rivoli')
    assert.equal(parcel.from_postal_code, '75001')
    const customer = await db.from('customers').where('id', row0.customer_id).firstOrFail()
    assert.equal(customer.street, '12 rue de Rivoli')
    const row = await db.from('buybacks').where('id', id).firstOrFail()
    assert.isNull(row.label_refusal)
    assert.isNull(row.label_refused_at)
    const details = (await client.get(`/api/buybacks/${id}`).bearerToken(token)).body()
    assert.isNull(details.labelRefusal)
    assert.isFalse(details.actions.bookLabel)
    ;(await client.head(labelUrl).bearerToken(visitor)).assertStatus(200)

    const twice = await client.post(`/api/buybacks/${id}/shipping-label`).bearerToken(token)
    twice.assertStatus(409)
    twice.assertBodyContains({ code: 'shipping_label_already_booked' })
    assert.lengthOf(sendcloud.parcels, 1)
  })

  test('a carrier that does not answer stays retried by the queue, nothing recorded as refused', async ({
    client,
    assert,
  }) => {
    const { id } = await postedBuyback(client, sendcloud)
    sendcloud.nextCreate = 'fail_after_create'
    await runDueJobs()
    const job = await db.from('jobs').where('type', 'shipping_label').orderBy('id', 'desc').firstOrFail()
    assert.equal(job.status, 'pending')
    assert.isNull((await db.from('buybacks').where('id', id).firstOrFail()).label_refusal)
  })

  test('only those who may correct the buy-back book its label again; another account never sees it', async ({
    client,
  }) => {
    const { id } = await postedBuyback(client, sendcloud)
    sendcloud.nextCreate = 'refuse'
    await runDueJobs()
    const other = await tokenOf(client, 'admin@other-retail.test')
    ;(await client.post(`/api/buybacks/${id}/shipping-label`).bearerToken(other)).assertStatus(404)
    ;(await client.post(`/api/buybacks/${id}/shipping-label`)).assertStatus(401)
    // An analyst of the whole retailer sees every buy-back but corrects none.
    const seller = await db.from('users').where('email', 'seller@demo-retail.test').firstOrFail()
    const root = await db.from('organizations').where('external_id', 'DR-ROOT').firstOrFail()
    await db
      .from('user_modules')
      .where('user_id', seller.id)
      .where('module', 'tim')
      .update({ role: 'root_management_unit_analyst', organization_id: root.id })
    const analyst = await tokenOf(client, 'seller@demo-retail.test')
    ;(await client.get(`/api/buybacks/${id}`).bearerToken(analyst)).assertStatus(200)
    const refused = await client.post(`/api/buybacks/${id}/shipping-label`).bearerToken(analyst)
    refused.assertStatus(403)
  })

  test('a buy-back brought to the store has no label to book: 404', async ({ client }) => {
    const token = await anonymousToken(client)
    const { line } = await lineFor(client, token, 'drop', 'gift_card')
    const cart = (
      await submit(client, token, cartBody(line, { customer: { ...CUSTOMER, iban: undefined } }))
    ).body()
    const admin = await tokenOf(client, ADMIN)
    const call = await client
      .post(`/api/buybacks/${cart.buybacks?.[0]?.id ?? 0}/shipping-label`)
      .bearerToken(admin)
    call.assertStatus(404)
  })
})
