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
    const seen = await client.get(`/api/storefront/predeclared-buybacks/${buyback.id}`).bearerToken(visitor)
    seen.assertStatus(200)
    seen.assertBody({ id: buyback.id, priceMayBeCorrected: true })
    const admin = await tokenOf(client, 'admin@demo-retail.test')
    const details = await client.get(`/api/buybacks/${buyback.id}`).bearerToken(admin)
    details.assertBodyContains({ priceMayBeCorrected: true, stalenessDays: 15 })

    await db
      .from('buybacks')
      .where('id', buyback.id)
      .update({ created_at: sqlDateTime(daysAgo(2)) })
    const fresh = await client.get(`/api/storefront/predeclared-buybacks/${buyback.id}`).bearerToken(visitor)
    assert.isFalse(fresh.body().priceMayBeCorrected)
    ;(await client.get('/api/storefront/predeclared-buybacks/999999999').bearerToken(visitor)).assertStatus(
      404
    )
  })
})
