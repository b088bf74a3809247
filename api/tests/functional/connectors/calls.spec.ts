import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { tokenOf } from '#tests/helpers/demo'
import { loopbackServer } from '#tests/functional/connectors/loopback'
import { verifyAdapterSignature } from '#services/payments/adapter_signature'

const SECRET = 'health-Secret-77'

test.group('Connector calls, for the admin', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the connection test of a payment kind is a signed GET /health, listed with the configuration calls', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const peer = await loopbackServer((request, body, response) => {
      const check = verifyAdapterSignature({
        secret: SECRET,
        timestamp: request.headers['x-reprise-timestamp'],
        signature: request.headers['x-reprise-signature'],
        body,
      })
      response.statusCode = check.ok ? 200 : 401
      response.end(check.ok ? '{"status":"ok"}' : '{"error":{"code":"invalid_signature"}}')
    })
    try {
      const created = await client
        .post('/api/connector-organizations')
        .bearerToken(token)
        .json({
          connector: 'voucher',
          name: 'Bons partenaire',
          properties: [
            { name: 'apiUrl', value: peer.url },
            { name: 'merchantId', value: 'M-9' },
            { name: 'apiKey', value: SECRET },
          ],
        })
      created.assertStatus(201)
      const id = created.body().id
      const tested = await client
        .post(`/api/connector-organizations/${id}/test`)
        .bearerToken(token)
        .header('Accept-Language', 'en')
      tested.assertBodyContains({ ok: true, reason: 'answered', status: 200 })
      assert.deepEqual(
        peer.received.map(({ method, url }) => ({ method, url })),
        [{ method: 'GET', url: '/health' }]
      )

      // A wrong secret: the peer refuses our signature, and the test says so.
      await client
        .patch(`/api/connector-organizations/${id}`)
        .bearerToken(token)
        .json({
          version: created.body().version,
          properties: [
            { name: 'apiUrl', value: peer.url },
            { name: 'merchantId', value: 'M-9' },
            { name: 'apiKey', value: 'wrong-secret' },
          ],
        })
        .then((answer) => answer.assertStatus(200))
      const refused = await client
        .post(`/api/connector-organizations/${id}/test`)
        .bearerToken(token)
        .header('Accept-Language', 'en')
      refused.assertBodyContains({ ok: false, reason: 'unauthorized', status: 401 })

      const calls = await client.get(`/api/connector-organizations/${id}/calls`).bearerToken(token)
      calls.assertStatus(200)
      assert.deepEqual(
        calls.body().map((call: any) => [call.operation, call.outcome, call.httpStatus, call.error]),
        [
          ['health', 'refused', 401, 'invalid_signature'],
          ['health', 'ok', 200, null],
        ]
      )
      assert.match(calls.body()[0].at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/)
      assert.isNumber(calls.body()[0].durationMs)
      assert.notInclude(JSON.stringify(calls.body()), SECRET)
      assert.notInclude(JSON.stringify(calls.body()), 'wrong-secret')

      // Another account's admin does not see them; the platform admin does.
      const other = await tokenOf(client, 'admin@other-retail.test')
      ;(await client.get(`/api/connector-organizations/${id}/calls`).bearerToken(other)).assertStatus(404)
      const seller = await tokenOf(client, 'seller@demo-retail.test')
      ;(await client.get(`/api/connector-organizations/${id}/calls`).bearerToken(seller)).assertStatus(403)
      const platform = await tokenOf(client, 'superadmin@reprise.test')
      const seen = await client.get(`/api/connector-organizations/${id}/calls`).bearerToken(platform)
      seen.assertStatus(200)
      assert.lengthOf(seen.body(), 2)
    } finally {
      await peer.close()
    }
  })
})
