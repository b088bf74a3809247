import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import Organization from '#models/organization'
import { tokenOf } from '#tests/helpers/demo'
import { LILLE, OPERATOR } from '#tests/helpers/refurb'

const en = { 'Accept-Language': 'en' }

/** A verified item of Lille with a buyer, shipped to it in a closed package through the API. */
async function shippedItem(client: ApiClient, token: string) {
  const lille = await Organization.findByOrFail('external_id', LILLE)
  const item = await db
    .from('items')
    .join('buybacks', 'buybacks.id', 'items.buyback_id')
    .where('items.destination_warehouse_id', lille.id)
    .where('items.status', 'item_completed')
    .whereNotNull('buybacks.buyer_account_id')
    .orderBy('items.id')
    .select('items.*', 'buybacks.identification_number as buyback_number')
    .firstOrFail()
  const pkg = await client.post('/api/packages').bearerToken(token).json({ code: item.identification_number })
  pkg.assertStatus(201)
  const closed = await client
    .post(`/api/packages/${pkg.body().id}/close`)
    .bearerToken(token)
    .json({ version: pkg.body().version })
  closed.assertStatus(200)
  return item as Record<string, any>
}

test.group('Eligibility from the status table: a shipped item', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('its status says it is gone; diagnosis, verification and check-in refuse it', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const item = await shippedItem(client, token)
    assert.equal((await db.from('items').where('id', item.id).first()).status, 'item_shipped')

    const message =
      'This product’s status does not allow a refurb diagnosis: only a product verified at the workshop and not yet shipped can be diagnosed.'
    const search = await client
      .get(`/api/refurb-diagnosis/search/${item.identification_number}`)
      .bearerToken(token)
      .headers(en)
    search.assertStatus(409)
    search.assertBody({ code: 'refurb_status_not_eligible', message })
    const form = await client.get(`/api/items/${item.id}/refurb-diagnosis`).bearerToken(token).headers(en)
    form.assertStatus(409)
    assert.equal(form.body().code, 'refurb_status_not_eligible')

    const verification = await client
      .get(`/api/verifications/lookup/${item.identification_number}`)
      .bearerToken(token)
      .headers(en)
    verification.assertStatus(409)
    assert.equal(verification.body().code, 'verification_status_not_eligible')

    const checkin = await client
      .get(`/api/warehouse/checkins/${item.identification_number}`)
      .bearerToken(token)
      .headers(en)
    checkin.assertStatus(409)
    assert.oneOf(checkin.body().code, ['checkin_status_not_registrable', 'checkin_already_checked_in'])
    assert.isString(checkin.body().message)
  })
})
