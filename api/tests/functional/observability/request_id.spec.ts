import { test } from '@japa/runner'
import { Writable } from 'node:stream'
import app from '@adonisjs/core/services/app'
import { Logger } from '@adonisjs/core/logger'
import { requestIdOf } from '#services/observability/request_id'
import { tokenOf } from '#tests/helpers/demo'
import { withoutDatabase } from '#tests/helpers/database_away'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The lines the requests' loggers write while `work` runs, parsed. */
async function logLinesDuring(work: () => Promise<void>) {
  const lines: Record<string, any>[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(
        ...String(chunk)
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line))
      )
      done()
    },
  })
  const capturing = new Logger({ enabled: true, name: 'reprise-api', level: 'info', desination: sink })
  const manager = await app.container.make('logger')
  const child = manager.child
  manager.child = (bindings, options) => capturing.child(bindings, options)
  try {
    await work()
  } finally {
    manager.child = child
  }
  return lines
}

test.group('Request id', () => {
  test('every answer carries an id of its own, a page and an API answer alike', async ({
    client,
    assert,
  }) => {
    const first = await client.get('/api/health')
    const second = await client.get('/api/health')
    const page = await client.get('/admin/')
    for (const answer of [first, second, page]) assert.match(answer.header('x-request-id') ?? '', UUID)
    assert.notEqual(first.header('x-request-id'), second.header('x-request-id'))
  })

  test("a trusted proxy's id is kept; a client's is not", async ({ client, assert }) => {
    // The tests' client is on loopback, the proxies config/app.ts trusts in tests (TRUSTED_PROXIES).
    const relayed = await client.get('/api/health').header('X-Request-Id', 'lb-7f3a9c')
    assert.equal(relayed.header('x-request-id'), 'lb-7f3a9c')
    const odd = await client.get('/api/health').header('X-Request-Id', 'two words')
    assert.match(odd.header('x-request-id') ?? '', UUID)

    const trustProxy = app.config.get<(address: string, hop: number) => boolean>('app.http.trustProxy')
    const fromInternet = { headers: { 'x-request-id': 'mine' }, socket: { remoteAddress: '203.0.113.9' } }
    assert.match(requestIdOf(fromInternet as any, trustProxy), UUID)
    const fromProxy = { headers: { 'x-request-id': 'lb-1' }, socket: { remoteAddress: '127.0.0.1' } }
    assert.equal(requestIdOf(fromProxy as any, trustProxy), 'lb-1')
  })

  test('one failing request: its id in the answer, in its error body and on its log line', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'wh.manager@demo-retail.test')
    let answer: Awaited<ReturnType<typeof client.get>> | undefined
    const lines = await logLinesDuring(() =>
      withoutDatabase(async () => {
        answer = await client.get('/api/stocks').bearerToken(token)
      })
    )
    answer!.assertStatus(503)
    const id = answer!.header('x-request-id') ?? ''
    assert.match(id, UUID)
    assert.equal(answer!.body().requestId, id)
    const line = lines.find((one) => one.request_id === id)
    assert.exists(line, JSON.stringify(lines))
    assert.equal(line!.level, 50)
    assert.notExists(line!.req?.headers?.authorization)
  })

  test('a validation error and a refusal carry it too', async ({ client, assert }) => {
    const token = await tokenOf(client, 'wh.manager@demo-retail.test')
    const invalid = await client.post('/api/stocks').bearerToken(token).json({})
    invalid.assertStatus(422)
    assert.equal(invalid.body().requestId, invalid.header('x-request-id'))
    const anonymous = await client.get('/api/stocks')
    anonymous.assertStatus(401)
    assert.equal(anonymous.body().requestId, anonymous.header('x-request-id'))
  })
})
