import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { priceMayBeCorrected } from '#domain/staleness'
import { sqlDateTime } from '#services/sql_time'
import { anonymousToken, tokenOf } from '#tests/helpers/demo'

const daysAgo = (days: number) => DateTime.now().minus({ days })

test.group('Price correction warning (15 days)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('only a web or pre-declared buy-back not yet checked, declared more than 15 days ago', ({
    assert,
  }) => {
    const web = { channel: 'web', status: 'bb_in_transit', predeclaredPrice: null }
    assert.isTrue(priceMayBeCorrected({ ...web, createdAt: daysAgo(16) }))
    assert.isFalse(priceMayBeCorrected({ ...web, createdAt: daysAgo(14) }))
    assert.isFalse(priceMayBeCorrected({ ...web, status: 'bb_in_processing', createdAt: daysAgo(40) }))
    const store = { channel: 'store', status: 'bb_awaiting_inventory', createdAt: daysAgo(40) }
    assert.isFalse(priceMayBeCorrected({ ...store, predeclaredPrice: null }))
    assert.isTrue(priceMayBeCorrected({ ...store, predeclaredPrice: 12000 }))
  })

  test('the storefront learns it for a pre-declared buy-back, the back office on the details', async ({
    client,
    assert,
  }) => {
    const buyback = await db
      .from('buybacks')
      .where('status', 'bb_awaiting_store_drop')
      .where('channel', 'web')
      .first()
    await db
      .from('buybacks')
      .where('id', buyback.id)
      .update({ created_at: sqlDateTime(daysAgo(20)) })
    const visitor = await anonymousToken(client)
    const seen = await client
      .get(`/api/storefront/predeclared-buybacks/${buyback.reference}`)
      .bearerToken(visitor)
    seen.assertStatus(200)
    seen.assertBody({ reference: buyback.reference, priceMayBeCorrected: true })
    const admin = await tokenOf(client, 'admin@demo-retail.test')
    const details = await client.get(`/api/buybacks/${buyback.id}`).bearerToken(admin)
    details.assertBodyContains({ priceMayBeCorrected: true, stalenessDays: 15 })

    await db
      .from('buybacks')
      .where('id', buyback.id)
      .update({ created_at: sqlDateTime(daysAgo(2)) })
    const fresh = await client
      .get(`/api/storefront/predeclared-buybacks/${buyback.reference}`)
      .bearerToken(visitor)
    assert.isFalse(fresh.body().priceMayBeCorrected)
  })

  test('a pre-declared buy-back is reached by its random reference only, within its account', async ({
    client,
    assert,
  }) => {
    const buyback = await db.from('buybacks').where('status', 'bb_awaiting_store_drop').first()
    assert.match(buyback.reference, /^[0-9a-f]{32}$/)
    const visitor = await anonymousToken(client)
    const path = (key: unknown) => `/api/storefront/predeclared-buybacks/${key}`
    ;(await client.get(path(buyback.reference)).bearerToken(visitor)).assertStatus(200)
    // The sequential id, or any number, is no address of a buy-back.
    for (const key of [buyback.id, buyback.id + 1, 999999999]) {
      const byId = await client.get(path(key)).bearerToken(visitor)
      byId.assertStatus(404)
      assert.notProperty(byId.body(), 'priceMayBeCorrected')
    }
    // A well-formed reference nobody holds, and another retailer's own.
    ;(await client.get(path('0'.repeat(32))).bearerToken(visitor)).assertStatus(404)
    const other = await tokenOf(client, 'admin@other-retail.test')
    ;(await client.get(path(buyback.reference)).bearerToken(other)).assertStatus(404)
    // New buy-backs get one each, none alike.
    const references = await db.from('buybacks').whereNotNull('reference').countDistinct('reference as n')
    const rows = await db.from('buybacks').whereNotNull('reference').count('* as n')
    assert.equal(Number(references[0].n), Number(rows[0].n))
  })
})
