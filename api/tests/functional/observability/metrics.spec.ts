import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { settings } from '#config/settings'
import { enqueue } from '#services/jobs/queue'

const TOKEN = settings.metricsToken

/** The value of one sample line (`name{labels} value`) of the Prometheus text, or undefined. */
function sample(text: string, name: string, labels: string) {
  const line = text.split('\n').find((one) => one.startsWith(`${name}{`) && one.includes(labels))
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1))
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
