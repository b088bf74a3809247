import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { settings } from '#config/settings'
import db from '@adonisjs/lucid/services/db'
import { enqueue } from '#services/jobs/queue'
import { clearLoginFailures } from '#services/auth/login_throttle'
import { withCallLog } from '#services/connectors/call_log'
import { sqlDateTime } from '#services/sql_time'

const TOKEN = settings.metricsToken

/** The value of one sample line (`name{labels} value`, or `name value`) of the Prometheus text, or undefined. */
function sample(text: string, name: string, labels?: string) {
  const line = text
    .split('\n')
    .find((one) =>
      labels === undefined ? one.startsWith(`${name} `) : one.startsWith(`${name}{`) && one.includes(labels)
    )
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1))
}

/** A connector configuration of the demo retailer's account, for calls logged against it. */
async function giftCardConfiguration() {
  const account = await db.from('accounts').orderBy('id').firstOrFail()
  const [id] = await db
    .insertQuery()
    .table('connector_configurations')
    .insert({
      account_id: account.id,
      connector: 'gift_card',
      name: 'Metrics test',
      active: true,
      created_at: sqlDateTime(),
      updated_at: sqlDateTime(),
    })
    .returning('id')
  const configurationId = Number(typeof id === 'object' ? id.id : id)
  return { configurationId, accountId: Number(account.id), connector: 'gift_card' }
}

test.group('Metrics', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('without the token: 401; with another: 401; with it: the Prometheus text', async ({
    client,
    assert,
  }) => {
    ;(await client.get('/metrics')).assertStatus(401)
    ;(await client.get('/metrics').bearerToken(`${TOKEN}x`)).assertStatus(401)
    const answer = await client.get('/metrics').bearerToken(TOKEN)
    answer.assertStatus(200)
    assert.match(answer.header('content-type') ?? '', /^text\/plain; version=0\.0\.4/)
    assert.include(answer.text(), '# TYPE http_request_duration_seconds histogram')
    assert.include(answer.text(), '# TYPE nodejs_eventloop_lag_seconds gauge')
  })

  test('the requests by route pattern and status, and their latency histogram', async ({
    client,
    assert,
  }) => {
    const before = (await client.get('/metrics').bearerToken(TOKEN)).text()
    const labels = 'route="/api/storefront/products/:id/diagnostic",method="GET"'
    const count = (text: string) => sample(text, 'http_request_duration_seconds_count', labels) ?? 0
    await client.get('/api/storefront/products/999999999/diagnostic')
    await client.get('/api/storefront/products/999999998/diagnostic')

    const after = (await client.get('/metrics').bearerToken(TOKEN)).text()
    assert.equal(count(after) - count(before), 2)
    assert.isDefined(sample(after, 'http_request_duration_seconds_bucket', `le="+Inf",${labels}`))
    const byStatus = (text: string) => sample(text, 'http_requests_total', `${labels},status="401"`) ?? 0
    assert.equal(byStatus(after) - byStatus(before), 2)
  })

  test('the queue: jobs waiting and the age of the oldest, per job name, and failed jobs', async ({
    client,
    assert,
  }) => {
    await enqueue('metrics_probe', {}, { delaySeconds: -90 })
    await enqueue('metrics_probe', {})
    const text = (await client.get('/metrics').bearerToken(TOKEN)).text()
    assert.equal(sample(text, 'jobs_waiting', 'job="metrics_probe"'), 2)
    assert.isAtLeast(sample(text, 'jobs_oldest_waiting_seconds', 'job="metrics_probe"')!, 89)
    assert.include(text, '# TYPE jobs_failed gauge')
    assert.include(text, '# TYPE jobs_failed_total counter')
    assert.include(text, '# TYPE db_pool_connections_in_use gauge')
  })

  test('sign-in failures, limiter refusals, and connector calls by kind and outcome', async ({
    client,
    assert,
  }) => {
    const email = 'store.manager@demo-retail.test'
    // The limiter's counters may live outside the test transaction (MySQL): start from none, end with none.
    await clearLoginFailures(email)
    const before = (await client.get('/metrics').bearerToken(TOKEN)).text()
    const fresh = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.9`
    try {
      for (let attempt = 0; attempt < 10; attempt++) {
        const failed = await client
          .post('/api/auth/login')
          .header('X-Forwarded-For', fresh())
          .json({ email, password: 'nope' })
        failed.assertStatus(400)
      }
      const slowed = await client
        .post('/api/auth/login')
        .header('X-Forwarded-For', fresh())
        .json({ email, password: 'nope' })
      slowed.assertStatus(429)
    } finally {
      await clearLoginFailures(email)
    }
    const target = await giftCardConfiguration()
    await withCallLog(target, 'payout', async () => ({ result: 1, httpStatus: 201 }))
    await withCallLog(target, 'payout', async () => ({ result: null, outcome: 'refused' as const }))
    await withCallLog(target, 'payout', async () => ({ result: null, outcome: 'refused' as const }))

    const after = (await client.get('/metrics').bearerToken(TOKEN)).text()
    const grew = (name: string, labels?: string) =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0)
    assert.equal(grew('auth_login_failures_total'), 10)
    assert.equal(grew('limiter_refusals_total', 'limiter="login_slowed_down"'), 1)
    assert.equal(grew('connector_calls_total', 'kind="gift_card",outcome="ok"'), 1)
    assert.equal(grew('connector_calls_total', 'kind="gift_card",outcome="refused"'), 2)
  }).timeout(30_000)

  test('not there at all when METRICS_TOKEN is unset', async ({ client }) => {
    const settingsWritable = settings as { metricsToken: string }
    settingsWritable.metricsToken = ''
    try {
      ;(await client.get('/metrics').bearerToken(TOKEN)).assertStatus(404)
    } finally {
      settingsWritable.metricsToken = TOKEN
    }
  })
})
