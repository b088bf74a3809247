import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { tokenOf } from '#tests/helpers/demo'
import type { ApiClient } from '@japa/api-client'
import { closedPortUrl, loopbackServer } from '#tests/functional/connectors/loopback'
import { allowOutbound } from '#tests/helpers/outbound'

const REFUSED = {
  ok: false,
  reason: 'invalid_address',
  status: null,
  message:
    "The service's address is missing or invalid, or it is (or resolves to) a local, private or reserved network address, which the platform does not call.",
}

/** A new configuration of `connector` with these properties, then its connection test, in English. */
async function testOf(client: ApiClient, token: string, connector: string, properties: object[]) {
  const created = await client
    .post('/api/connector-organizations')
    .bearerToken(token)
    .json({ connector, name: `Test ${Math.random()}`, properties })
  created.assertStatus(201)
  return client
    .post(`/api/connector-organizations/${created.body().id}/test`)
    .bearerToken(token)
    .header('Accept-Language', 'en')
}

test.group('Connector connection test', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a configuration reaches its peer when it answers, and says why not when it is down', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const peer = await loopbackServer((_request, _body, response) => {
      response.statusCode = 401
      response.end()
    })
    try {
      const created = await client
        .post('/api/connector-organizations')
        .bearerToken(token)
        .json({
          connector: 'buyer',
          name: 'Acheteur local',
          properties: [
            { name: 'endpoint', value: `${peer.url}/health` },
            { name: 'apiKey', value: 'p@ss-Secret' },
          ],
        })
      created.assertStatus(201)
      const id = created.body().id

      const up = await client
        .post(`/api/connector-organizations/${id}/test`)
        .bearerToken(token)
        .header('Accept-Language', 'en')
      up.assertStatus(200)
      up.assertBodyContains({ ok: true, message: 'Connection succeeded: the service answered (401).' })
      assert.deepEqual(
        peer.received.map(({ method, url }) => ({ method, url })),
        [{ method: 'HEAD', url: '/health' }]
      )

      const downUrl = await closedPortUrl()
      const repointed = await client
        .patch(`/api/connector-organizations/${id}`)
        .bearerToken(token)
        .json({
          properties: [
            { name: 'endpoint', value: downUrl },
            { name: 'apiKey', value: '••••••••' },
          ],
        })
      repointed.assertStatus(200)
      const down = await client
        .post(`/api/connector-organizations/${id}/test`)
        .bearerToken(token)
        .header('Accept-Language', 'fr')
      down.assertStatus(200)
      down.assertBodyContains({ ok: false, message: 'Le service est injoignable.' })
      assert.notInclude(JSON.stringify(down.body()), 'p@ss-Secret')
    } finally {
      await peer.close()
    }
  })

  test('a sandbox kind answers ok without a peer', async ({ client }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const created = await client
      .post('/api/connector-organizations')
      .bearerToken(token)
      .json({
        connector: 'transport',
        name: 'Transporteur test',
        properties: [{ name: 'accountNumber', value: 'A1' }],
      })
    const answer = await client
      .post(`/api/connector-organizations/${created.body().id}/test`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
    answer.assertBody({
      ok: true,
      reason: 'sandbox',
      status: null,
      message: 'Connection succeeded (sandbox connector, no remote service).',
    })
  })

  test('an HTTP peer on loopback, a private or a metadata address, or a name resolving to one, is refused unasked', async ({
    client,
    assert,
    cleanup,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const peer = await loopbackServer((_request, _body, response) => response.end())
    const port = new URL(peer.url).port
    cleanup(allowOutbound(''))
    try {
      const addresses = [
        `http://127.0.0.1:${port}/health`,
        'https://10.0.0.1/health',
        'https://169.254.169.254/latest/meta-data/',
        `http://[::1]:${port}/health`,
        `https://[::ffff:127.0.0.1]:${port}/health`,
        `http://localhost:${port}/health`,
      ]
      for (const apiUrl of addresses) {
        const answer = await testOf(client, token, 'payment_provider', [
          { name: 'apiUrl', value: apiUrl },
          { name: 'username', value: 'reprise' },
          { name: 'password', value: 'p@ss-Secret' },
        ])
        answer.assertStatus(200)
        assert.deepEqual(answer.body(), REFUSED, apiUrl)
      }
      assert.deepEqual(peer.received, [])
    } finally {
      await peer.close()
    }
  })

  test('a TCP peer on a refused address gets the same answer whether its port is open or closed', async ({
    client,
    cleanup,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const open = await loopbackServer((_request, _body, response) => response.end())
    const closedPort = new URL(await closedPortUrl()).port
    cleanup(allowOutbound(''))
    const sftp = (host: string, port: string) =>
      testOf(client, token, 'sftp_import', [
        { name: 'host', value: host },
        { name: 'port', value: port },
        { name: 'username', value: 'reprise' },
        { name: 'password', value: 'p@ss-Secret' },
      ])
    try {
      for (const host of [
        '127.0.0.1',
        'localhost',
        '::1',
        '::ffff:127.0.0.1',
        '10.0.0.1',
        '169.254.169.254',
      ]) {
        for (const port of [new URL(open.url).port, closedPort]) {
          ;(await sftp(host, port)).assertBody(REFUSED)
        }
      }
      // Allowed (OUTBOUND_ALLOWED_HOSTS), the same loopback peer is tested for real again.
      allowOutbound('127.0.0.1')
      ;(await sftp('127.0.0.1', new URL(open.url).port)).assertBodyContains({ ok: true, reason: 'answered' })
      ;(await sftp('127.0.0.1', closedPort)).assertBodyContains({ ok: false, reason: 'unreachable' })
    } finally {
      await open.close()
    }
  })
})
