import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { tokenOf } from '#tests/helpers/demo'
import { enqueue, isRegistered, runDueJobs } from '#services/jobs/queue'
import { SCHEDULES } from '#jobs/schedule'
import { computeKnownWeek, insertBuyback, knownWeek, WEEK } from './known_week.js'

/** A buy-back of Demo Retail created on the Friday of the known week, after the snapshot was taken. */
async function lateBuyback(accountId: number) {
  return insertBuyback({
    accountId,
    status: 'bb_awaiting_inventory',
    createdAt: '2025-03-07 15:00:00',
    declaredGrade: 'B',
    declaredPrice: 4000,
  })
}

test.group('Statistics / snapshots, the Monday job and the refresh', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the figures come from the snapshot until it is computed again', async ({ client, assert }) => {
    const { retail } = await knownWeek()
    await computeKnownWeek()
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const first = await client.get('/api/dashboard-data').qs({ week: WEEK }).bearerToken(token)
    assert.equal(first.body().buybacks, 4)
    await lateBuyback(retail.id)
    const again = await client.get('/api/dashboard-data').qs({ week: WEEK }).bearerToken(token)
    assert.equal(again.body().buybacks, 4)
    assert.equal(again.body().computedAt, first.body().computedAt)

    const refreshed = await client.post('/api/dashboard-data/refresh').json({ week: WEEK }).bearerToken(token)
    refreshed.assertStatus(200)
    assert.equal(refreshed.body().buybacks, 5)
    assert.equal(refreshed.body().amounts.declared, 69000)
    const snapshots = await db
      .from('statistics_snapshots')
      .where('account_id', retail.id)
      .where('week_start', '2025-03-03')
    assert.lengthOf(snapshots, 1)
  })

  test('a GET of a week without snapshots writes no row and answers at once with what exists', async ({
    client,
    assert,
  }) => {
    await knownWeek()
    const stored = async () => ({
      snapshots: Number((await db.from('statistics_snapshots').count('* as total').first()).total),
      rows: Number((await db.from('statistics_rows').count('* as total').first()).total),
    })
    const before = await stored()
    for (const email of ['admin@demo-retail.test', 'superadmin@reprise.test']) {
      const token = await tokenOf(client, email)
      for (const week of [WEEK, '0001-W01']) {
        const started = Date.now()
        const response = await client.get('/api/dashboard-data').qs({ week }).bearerToken(token)
        response.assertStatus(200)
        assert.isBelow(Date.now() - started, 2000, `${email} ${week}`)
        assert.containsSubset(response.body(), { week, buybacks: 0, computedAt: null })
      }
    }
    assert.deepEqual(await stored(), before)

    // What exists is read: the week's snapshot once the Monday job made it.
    await computeKnownWeek()
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const read = await client.get('/api/dashboard-data').qs({ week: WEEK }).bearerToken(token)
    assert.equal(read.body().buybacks, 4)
    assert.isString(read.body().computedAt)
  })

  test('the refresh is bounded to the weeks from the account first data', async ({ client, assert }) => {
    const { retail } = await knownWeek()
    // Demo Retail's first buy-back is B5, created on Friday 28 February 2025 (2025-W09).
    await db
      .from('buybacks')
      .where('account_id', retail.id)
      .where('created_at', '<', '2025-02-28 00:00:00')
      .delete()
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const snapshotsOf = (monday: string) =>
      db.from('statistics_snapshots').where('account_id', retail.id).where('week_start', monday)
    for (const [week, monday] of [
      ['0001-W01', '0001-01-01'],
      ['2025-W08', '2025-02-17'],
    ]) {
      const response = await client.post('/api/dashboard-data/refresh').json({ week }).bearerToken(token)
      response.assertStatus(200)
      assert.containsSubset(response.body(), { week, buybacks: 0, computedAt: null })
      assert.lengthOf(await snapshotsOf(monday), 0, week)
    }
    const first = await client
      .post('/api/dashboard-data/refresh')
      .json({ week: '2025-W09' })
      .bearerToken(token)
    first.assertStatus(200)
    assert.isString(first.body().computedAt)
    assert.lengthOf(await snapshotsOf('2025-02-24'), 1)
  })

  test('only an administrator refreshes', async ({ client }) => {
    const token = await tokenOf(client, 'mu.manager@demo-retail.test')
    const response = await client.post('/api/dashboard-data/refresh').json({ week: WEEK }).bearerToken(token)
    response.assertStatus(403)
  })

  test('the Monday job computes the week that just ended for every account', async ({ assert }) => {
    const { retail, other } = await knownWeek()
    const schedule = SCHEDULES.find((one) => one.name === 'statistics_snapshots')
    assert.deepEqual(schedule, {
      name: 'statistics_snapshots',
      cron: '0 2 * * 1',
      job: 'statistics_snapshots',
    })
    assert.isTrue(isRegistered('statistics_snapshots'))

    await enqueue('statistics_snapshots', { now: '2025-03-10T02:00:00Z' })
    assert.isAtLeast(await runDueJobs(), 1)
    const snapshots = await db
      .from('statistics_snapshots')
      .where('week_start', '2025-03-03')
      .select('id', 'account_id')
    assert.includeMembers(
      snapshots.map((row) => Number(row.account_id)),
      [retail.id, other.id]
    )
    const retailSnapshot = snapshots.find((row) => Number(row.account_id) === retail.id)!
    const rows = await db.from('statistics_rows').where('snapshot_id', retailSnapshot.id)
    // B1-B5 moved in the week (B5 was checked in); B7 was created after it.
    assert.lengthOf(rows, 5)
    assert.lengthOf(
      rows.filter((row) => Boolean(row.created_in_week)),
      4
    )

    // Run again (a retried job): still one snapshot per account and week.
    await enqueue('statistics_snapshots', { now: '2025-03-10T02:00:00Z' })
    await runDueJobs()
    const again = await db
      .from('statistics_snapshots')
      .where('account_id', retail.id)
      .where('week_start', '2025-03-03')
    assert.lengthOf(again, 1)
  })
})
