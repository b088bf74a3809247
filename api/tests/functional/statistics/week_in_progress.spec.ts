import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { tokenOf } from '#tests/helpers/demo'
import { sqlDateTime } from '#services/sql_time'
import { weekOf } from '#services/statistics/week'
import { insertBuyback } from './known_week.js'

const stored = async () => ({
  snapshots: Number((await db.from('statistics_snapshots').count('* as total').first()).total),
  rows: Number((await db.from('statistics_rows').count('* as total').first()).total),
})

test.group('Statistics / the week in progress', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("today's buy-backs count in the week in progress, marked as such, and nothing is stored", async ({
    client,
    assert,
  }) => {
    const retail = await db.from('accounts').where('common_name', 'Demo Retail').firstOrFail()
    const current = weekOf(DateTime.utc())
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const read = async () => {
      const response = await client.get('/api/dashboard-data').qs({ week: current.name }).bearerToken(token)
      response.assertStatus(200)
      return response.body()
    }
    const before = await read()
    const rows = await stored()
    await insertBuyback({
      accountId: retail.id,
      status: 'bb_awaiting_inventory',
      createdAt: sqlDateTime(DateTime.utc().minus({ minutes: 1 })),
      declaredGrade: 'B',
      declaredPrice: 12345,
    })
    const after = await read()
    assert.containsSubset(after, { week: current.name, from: current.monday, inProgress: true })
    assert.isString(after.computedAt)
    assert.equal(after.buybacks, before.buybacks + 1)
    assert.equal(after.amounts.declared, before.amounts.declared + 12345)
    assert.deepEqual(await stored(), rows)

    // Another retailer does not see it; the platform counts it once.
    const other = await client
      .get('/api/dashboard-data')
      .qs({ week: current.name })
      .bearerToken(await tokenOf(client, 'superadmin@reprise.test'))
    other.assertStatus(200)
    assert.isTrue(other.body().inProgress)
    assert.isAtLeast(other.body().buybacks, after.buybacks)
  })

  test('a finished week is read from its snapshot, not in progress', async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const response = await client.get('/api/dashboard-data').bearerToken(token)
    response.assertStatus(200)
    assert.isFalse(response.body().inProgress)
  })
})
