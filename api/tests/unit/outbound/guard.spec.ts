import { test } from '@japa/runner'
import { connect } from 'node:net'
import {
  guardedFetch,
  isOutboundRefusal,
  outboundLookup,
  OutboundRefused,
  resolveOutbound,
} from '#services/outbound/guard'
import { allowOutbound } from '#tests/helpers/outbound'
import { loopbackServer } from '#tests/functional/connectors/loopback'

const refusal = async (work: Promise<unknown>) => {
  try {
    await work
  } catch (error) {
    return error
  }
  return null
}

test.group('Outbound guard / resolving and calling', (group) => {
  group.each.setup(() => allowOutbound(''))

  test('refuses a name resolving to loopback, and addresses written in brackets', async ({ assert }) => {
    for (const host of ['localhost', '127.0.0.1', '[::1]', '[::ffff:7f00:1]', '169.254.169.254', '']) {
      const error = await refusal(resolveOutbound(host))
      assert.instanceOf(error, OutboundRefused, host)
      assert.equal((error as OutboundRefused).code, 'invalid_address')
    }
  })

  test('a name that does not resolve is unreachable, not refused', async ({ assert }) => {
    const error = await refusal(resolveOutbound('no-such-host.invalid'))
    assert.isNotNull(error)
    assert.isFalse(isOutboundRefusal(error))
  })

  test('OUTBOUND_ALLOWED_HOSTS lets a named host, an address or a subnet through', async ({ assert }) => {
    allowOutbound('localhost')
    assert.oneOf((await resolveOutbound('LOCALHOST.')).address, ['127.0.0.1', '::1'])
    assert.instanceOf(await refusal(resolveOutbound('10.0.0.1')), OutboundRefused)

    allowOutbound(' 10.0.0.0/8 , [::1]')
    assert.equal((await resolveOutbound('10.20.30.40')).address, '10.20.30.40')
    assert.equal((await resolveOutbound('[::1]')).address, '::1')
    assert.instanceOf(await refusal(resolveOutbound('127.0.0.1')), OutboundRefused)
  })

  test('a refused call sends nothing: the peer never sees a request', async ({ assert }) => {
    const peer = await loopbackServer((_request, _body, response) => response.end('{}'))
    try {
      const error = await refusal(guardedFetch(`${peer.url}/x`, { method: 'POST', body: '{}' }))
      assert.isTrue(isOutboundRefusal(error))
      assert.deepEqual(peer.received, [])
    } finally {
      await peer.close()
    }
  })

  test('an allowed peer gets the request and its answer comes back as a Response', async ({ assert }) => {
    allowOutbound('127.0.0.1')
    const peer = await loopbackServer((_request, body, response) => {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ echoed: JSON.parse(body) }))
    })
    try {
      const response = await guardedFetch(`${peer.url}/estimate?x=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ price: 1 }),
      })
      assert.equal(response.status, 200)
      assert.equal(response.headers.get('content-type'), 'application/json')
      assert.deepEqual(await response.json(), { echoed: { price: 1 } })
      assert.equal(response.url, `${peer.url}/estimate?x=1`)
      assert.deepEqual(peer.received[0], { method: 'POST', url: '/estimate?x=1', body: '{"price":1}' })
    } finally {
      await peer.close()
    }
  })

  test('a redirect is never followed, and refused when the caller says so', async ({ assert }) => {
    allowOutbound('127.0.0.1')
    const peer = await loopbackServer((_request, _body, response) => {
      response.statusCode = 302
      response.setHeader('location', 'http://169.254.169.254/latest/meta-data/')
      response.end()
    })
    try {
      const answer = await guardedFetch(peer.url)
      assert.equal(answer.status, 302)
      assert.equal(answer.headers.get('location'), 'http://169.254.169.254/latest/meta-data/')
      const error = await refusal(guardedFetch(peer.url, { redirect: 'error' }))
      assert.instanceOf(error, TypeError)
      assert.lengthOf(peer.received, 2)
    } finally {
      await peer.close()
    }
  })

  test('a timeout rejects with the signal’s TimeoutError', async ({ assert }) => {
    allowOutbound('127.0.0.1')
    const peer = await loopbackServer((_request, _body, response) => {
      setTimeout(() => response.end(), 1000)
    })
    try {
      const error = await refusal(guardedFetch(peer.url, { signal: AbortSignal.timeout(100) }))
      assert.equal((error as Error).name, 'TimeoutError')
    } finally {
      await peer.close()
    }
  })

  test('the lookup for sockets and agents refuses a name resolving to loopback', async ({ assert }) => {
    const error = await new Promise((resolve) => {
      const socket = connect({ host: 'localhost', port: 9, lookup: outboundLookup })
      socket.once('error', resolve)
      socket.once('connect', () => {
        socket.destroy()
        resolve(null)
      })
    })
    assert.isTrue(isOutboundRefusal(error))
  })
})
