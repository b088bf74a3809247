import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlDateTime } from '#services/sql_time'
import { purgeConnectorCalls, recentConnectorCalls, withCallLog } from '#services/connectors/call_log'

async function configuration() {
  const account = await db.from('accounts').orderBy('id').firstOrFail()
  const [id] = await db
    .insertQuery()
    .table('connector_configurations')
    .insert({
      account_id: account.id,
      connector: 'gift_card',
      name: 'Call log test',
      active: true,
      created_at: sqlDateTime(),
      updated_at: sqlDateTime(),
    })
    .returning('id')
  return { configurationId: Number(typeof id === 'object' ? id.id : id), accountId: Number(account.id) }
}

test.group('Connector call log', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a call is logged with its operation, outcome, status and duration, newest first', async ({
    assert,
  }) => {
    const target = await configuration()
    const answer = await withCallLog(target, 'payout', async () => ({ result: 42, httpStatus: 201 }))
    assert.equal(answer, 42)
    await withCallLog(target, 'create_parcel', async () => ({
      result: null,
      outcome: 'refused' as const,
      httpStatus: 400,
      error: 'invalid_address',
    }))
    const calls = await recentConnectorCalls(target.configurationId)
    assert.deepEqual(
      calls.map(({ operation, outcome, httpStatus, error }) => ({ operation, outcome, httpStatus, error })),
      [
        { operation: 'create_parcel', outcome: 'refused', httpStatus: 400, error: 'invalid_address' },
        { operation: 'payout', outcome: 'ok', httpStatus: 201, error: null },
      ]
    )
    assert.isAtLeast(calls[1].durationMs, 0)
  })

  test('a call that throws is logged as an error or a timeout, by its code only, and thrown again', async ({
    assert,
  }) => {
    const target = await configuration()
    const secretMessage = 'token sk_live_secret refused for Jane Doe'
    await assert.rejects(() =>
      withCallLog(target, 'payout', async () => {
        throw Object.assign(new Error(secretMessage), { code: 'ECONNREFUSED' })
      })
    )
    await assert.rejects(() =>
      withCallLog(target, 'payout', async () => {
        throw new DOMException('aborted', 'TimeoutError')
      })
    )
    const calls = await recentConnectorCalls(target.configurationId)
    assert.deepEqual(
      calls.map(({ outcome, error }) => ({ outcome, error })),
      [
        { outcome: 'timeout', error: 'timeout' },
        { outcome: 'error', error: 'ECONNREFUSED' },
      ]
    )
    assert.notInclude(JSON.stringify(calls), 'sk_live_secret')
  })

  test('calls older than 30 days are purged, younger ones kept', async ({ assert }) => {
    const target = await configuration()
    const row = (days: number) => ({
      configuration_id: target.configurationId,
      account_id: target.accountId,
      operation: `day_${days}`,
      outcome: 'ok',
      duration_ms: 5,
      created_at: sqlDateTime(DateTime.utc().minus({ days })),
    })
    await db
      .insertQuery()
      .table('connector_calls')
      .multiInsert([row(31), row(29)])
    assert.isAtLeast(await purgeConnectorCalls(), 1)
    const calls = await recentConnectorCalls(target.configurationId)
    assert.deepEqual(
      calls.map((call) => call.operation),
      ['day_29']
    )
  })
})
