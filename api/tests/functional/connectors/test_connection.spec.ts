import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { tokenOf } from '#tests/helpers/demo'
import { closedPortUrl, loopbackServer } from '#tests/functional/connectors/loopback'

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
          connector: 'payment_provider',
          name: 'Prestataire local',
          properties: [
            { name: 'apiUrl', value: `${peer.url}/health` },
            { name: 'username', value: 'reprise' },
            { name: 'password', value: 'p@ss-Secret' },
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
            { name: 'apiUrl', value: downUrl },
            { name: 'username', value: 'reprise' },
            { name: 'password', value: '••••••••' },
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
})
