import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { tokenOf } from '#tests/helpers/demo'
import { previousWeek } from '#services/statistics/week'
import { computeKnownWeek, knownWeek, WEEK } from './known_week.js'

/**
 * The figures of a week computed by hand (known_week.ts): B1-B4 created in the week, B5 created before and
 * checked in during it, B7 created just after it, B6 in another account.
 */
test.group('Statistics / dashboard data of a known week', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an account admin gets the figures of its account for the week', async ({ client, assert }) => {
    const { retail, c1, c2, inUnit, elsewhere, sellerX, sellerY } = await knownWeek()
    await computeKnownWeek()
    const response = await client
      .get('/api/dashboard-data')
      .qs({ week: WEEK })
      .bearerToken(await tokenOf(client, 'admin@demo-retail.test'))
    response.assertStatus(200)
    const body = response.body()
    assert.containsSubset(body, { week: '2025-W10', from: '2025-03-03', to: '2025-03-09', buybacks: 4 })
    assert.deepEqual(body.byChannel, [
      { key: 'store', count: 3 },
      { key: 'web', count: 1 },
    ])
    assert.deepEqual(body.byStatusGroup, [
      { key: 'predeclared', count: 0 },
      { key: 'awaiting_transit', count: 0 },
      { key: 'in_transit', count: 1 },
      { key: 'processing', count: 0 },
      { key: 'completed', count: 3 },
      { key: 'unfinished', count: 0 },
    ])
    assert.sameDeepMembers(body.byCategory, [
      { key: String(c1.id), label: c1.label, count: 2 },
      { key: String(c2.id), label: c2.label, count: 2 },
    ])
    assert.deepEqual(body.byGrade, [
      { key: 'A', count: 2 },
      { key: 'B', count: 1 },
      { key: 'C', count: 1 },
      { key: 'D', count: 0 },
      { key: 'E', count: 0 },
      { key: 'functional', count: 0 },
    ])
    assert.deepEqual(body.amounts, { declared: 65000, validated: 31000, paid: 16000 })
    assert.deepEqual(body.litigation, {
      verified: 3,
      proposals: 1,
      rate: 0.3333,
      accepted: 1,
      declined: 0,
      pending: 0,
    })
    // Check-ins after 4 h, 10 h, 8 h and (B5) 72 h; verifications after 24 h each; payments after 48 h and 72 h.
    assert.deepEqual(body.times, {
      checkIn: { count: 4, medianHours: 9, averageHours: 23.5 },
      verification: { count: 3, medianHours: 24, averageHours: 24 },
      payment: { count: 2, medianHours: 60, averageHours: 60 },
    })
    assert.deepEqual(body.gradingAccuracy.stores, [
      { id: inUnit.id, name: inUnit.commonName, count: 2, exact: 1, worse: 1, better: 0, exactRate: 0.5 },
      { id: elsewhere.id, name: elsewhere.commonName, count: 1, exact: 0, worse: 0, better: 1, exactRate: 0 },
    ])
    assert.deepEqual(body.gradingAccuracy.sellers, [
      {
        id: sellerX.id,
        name: `${sellerX.firstname} ${sellerX.lastname}`,
        count: 2,
        exact: 1,
        worse: 1,
        better: 0,
        exactRate: 0.5,
      },
      {
        id: sellerY.id,
        name: `${sellerY.firstname} ${sellerY.lastname}`,
        count: 1,
        exact: 0,
        worse: 0,
        better: 1,
        exactRate: 0,
      },
    ])
    const snapshots = await db
      .from('statistics_snapshots')
      .where('week_start', '2025-03-03')
      .where('account_id', retail.id)
    assert.lengthOf(snapshots, 1)
  })

  test('a management-unit manager sees only the stores below its unit', async ({ client, assert }) => {
    await knownWeek()
    await computeKnownWeek()
    const response = await client
      .get('/api/dashboard-data')
      .qs({ week: '2025-03-05' })
      .bearerToken(await tokenOf(client, 'mu.manager@demo-retail.test'))
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.week, WEEK)
    assert.equal(body.buybacks, 2)
    assert.deepEqual(body.byChannel, [
      { key: 'store', count: 2 },
      { key: 'web', count: 0 },
    ])
    assert.deepEqual(body.amounts, { declared: 30000, validated: 25000, paid: 10000 })
    assert.containsSubset(body.litigation, { verified: 2, proposals: 1, rate: 0.5 })
    assert.deepEqual(body.times.checkIn, { count: 3, medianHours: 10, averageHours: 28.67 })
    assert.lengthOf(body.gradingAccuracy.stores, 1)
    assert.lengthOf(body.gradingAccuracy.sellers, 1)
  })

  test('another retailer sees only its own buy-backs, the platform every account', async ({
    client,
    assert,
  }) => {
    await knownWeek()
    await computeKnownWeek()
    const other = await client
      .get('/api/dashboard-data')
      .qs({ week: WEEK })
      .bearerToken(await tokenOf(client, 'admin@other-retail.test'))
    other.assertStatus(200)
    assert.equal(other.body().buybacks, 1)
    assert.deepEqual(other.body().amounts, { declared: 2000, validated: 0, paid: 0 })
    assert.deepEqual(
      other.body().byGrade.find((one: any) => one.key === 'E'),
      { key: 'E', count: 1 }
    )

    const platform = await client
      .get('/api/dashboard-data')
      .qs({ week: WEEK })
      .bearerToken(await tokenOf(client, 'superadmin@reprise.test'))
    platform.assertStatus(200)
    assert.equal(platform.body().buybacks, 5)
    assert.equal(platform.body().amounts.declared, 67000)
  })

  test('a store manager without statistics_read is refused', async ({ client }) => {
    const response = await client
      .get('/api/dashboard-data')
      .bearerToken(await tokenOf(client, 'store.manager@demo-retail.test'))
    response.assertStatus(403)
  })

  test('the default week is the last complete one; a bad or future week is refused', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const response = await client.get('/api/dashboard-data').bearerToken(token)
    response.assertStatus(200)
    assert.equal(response.body().week, previousWeek().name)
    for (const week of ['2025-W60', 'last', '2099-W01', '2025-02-30']) {
      const refused = await client.get('/api/dashboard-data').qs({ week }).bearerToken(token)
      refused.assertStatus(422)
    }
  })
})
