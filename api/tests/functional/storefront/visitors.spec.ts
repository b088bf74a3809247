import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { Encryption } from '@adonisjs/core/encryption'
import env from '#start/env'
import Cart from '#models/cart'
import Category from '#models/category'
import { issueVisitorToken } from '#services/auth/visitor_tokens'
import { anonymousToken } from '#tests/helpers/demo'
import { cartBody, lineFor, submit } from '#tests/helpers/storefront_checkout'

/** DESIGN.md §5: a storefront visitor holds a signed, expiring token; nothing is stored for it. */

const rowCount = async (table: string) => Number((await db.from(table).count('* as total').first()).total)

const signer = (key: string) => new Encryption({ secret: key }).verifier

const demoAccountId = async () => (await Category.findByOrFail('identifier', 'apple-iphone')).accountId

test.group('Storefront visitors / tokens', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a visitor estimates and checks out without a user or token row being written', async ({
    client,
    assert,
  }) => {
    const users = await rowCount('users')
    const tokens = await rowCount('auth_access_tokens')
    const issued = await client.post('/api/auth/anonymous')
    issued.assertStatus(200)
    const { token, expiresAt } = issued.body()
    assert.match(token, /^vis_/)
    assert.isAbove(Date.parse(expiresAt), Date.now())

    const { line } = await lineFor(client, token)
    const checkout = await submit(client, token, cartBody(line))
    checkout.assertStatus(201)
    assert.equal(await rowCount('users'), users)
    assert.equal(await rowCount('auth_access_tokens'), tokens)

    const cart = await Cart.findOrFail(checkout.body().id)
    assert.isNull(cart.userId)
    assert.lengthOf(cart.visitorId ?? '', 22)
    ;(await client.get(`/api/carts/${cart.id}`).bearerToken(token)).assertStatus(200)
  })

  test('a tampered, expired, foreign-key or other-purpose token is refused as unauthenticated', async ({
    client,
    assert,
  }) => {
    const accountId = await demoAccountId()
    const valid = issueVisitorToken(accountId).token
    ;(await client.get('/api/buyback-settings').bearerToken(valid)).assertStatus(200)

    const [payload, signature] = valid.slice('vis_'.length).split('.')
    const otherAccount = Buffer.from(payload, 'base64url')
      .toString()
      .replace(`"a":${accountId}`, `"a":${accountId + 1}`)
    const refused = {
      tampered: `vis_${Buffer.from(otherAccount).toString('base64url')}.${signature}`,
      flipped: valid.slice(0, -2) + (valid.endsWith('AA') ? 'BB' : 'AA'),
      expired: issueVisitorToken(accountId, -1000).token,
      foreign: `vis_${signer('another-installation-key-of-32-chars').sign(
        { v: 'AAAAAAAAAAAAAAAAAAAAAA', a: accountId },
        60_000,
        'storefront_visitor'
      )}`,
      otherPurpose: `vis_${signer(env.get('APP_KEY')).sign(
        { v: 'AAAAAAAAAAAAAAAAAAAAAA', a: accountId },
        60_000,
        'signed_url'
      )}`,
      malformed: 'vis_not-a-token',
    }
    assert.notEqual(otherAccount, Buffer.from(payload, 'base64url').toString())
    for (const [name, token] of Object.entries(refused)) {
      const response = await client
        .get('/api/buyback-settings')
        .bearerToken(token)
        .header('Accept-Language', 'en')
      assert.equal(response.status(), 401, name)
      assert.equal(response.body().code, 'unauthenticated', name)
    }
  })

  test('a visitor token opens no back-office route', async ({ client }) => {
    const token = await anonymousToken(client)
    ;(await client.get('/api/users').bearerToken(token)).assertStatus(403)
    ;(await client.get('/api/auth/me').bearerToken(token)).assertStatus(403)
  })
})

test.group('Storefront visitors / their own carts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a visitor cannot read another visitor cart, its documents, or replay its idempotency key', async ({
    client,
    assert,
  }) => {
    const owner = await anonymousToken(client)
    const other = await anonymousToken(client)
    const { line } = await lineFor(client, owner)
    const body = cartBody(line)
    const cart = (await submit(client, owner, body)).body()
    const buyback = cart.buybacks[0]
    const document = `/api/carts/${cart.id}/buybacks/${buyback.id}/documents/transfer_order`

    ;(await client.get(`/api/carts/${cart.id}`).bearerToken(owner)).assertStatus(200)
    ;(await client.get(document).bearerToken(owner)).assertStatus(200)
    ;(await client.get(`/api/carts/${cart.id}`).bearerToken(other)).assertStatus(404)
    ;(await client.get(document).bearerToken(other)).assertStatus(404)

    const replay = await submit(client, other, body)
    replay.assertStatus(422)
    assert.property(replay.body().errors, 'idempotencyKey')
    const again = await submit(client, owner, body)
    again.assertStatus(200)
    assert.equal(again.body().id, cart.id)
  })

  test('a visitor of another client reads none of this client carts', async ({ client }) => {
    const owner = await anonymousToken(client)
    const { line } = await lineFor(client, owner)
    const cart = (await submit(client, owner, cartBody(line))).body()
    const otherAccount = await db
      .from('accounts')
      .whereNot('id', await demoAccountId())
      .firstOrFail()
    const foreign = issueVisitorToken(otherAccount.id).token
    ;(await client.get(`/api/carts/${cart.id}`).bearerToken(foreign)).assertStatus(404)
    ;(await client.get(`/api/carts/${randomUUID()}`).bearerToken(owner)).assertStatus(404)
  })
})

test.group('Storefront visitors / cost', () => {
  test('once its category setup is stored, a visitor estimate makes one database query', async ({
    client,
    assert,
  }) => {
    const token = await anonymousToken(client)
    const { line } = await lineFor(client, token)
    const estimate = () =>
      client
        .post('/api/estimates')
        .bearerToken(token)
        .json({ productId: line.productId, answers: line.answers, imei: line.imei })
    ;(await estimate()).assertStatus(200)

    const sql: string[] = []
    const listener = (query: { sql: string }) => sql.push(query.sql)
    const clients = [db.connection().getReadClient(), db.connection().getWriteClient()]
    for (const one of new Set(clients)) one.on('query', listener)
    try {
      ;(await estimate()).assertStatus(200)
    } finally {
      for (const one of new Set(clients)) one.off('query', listener)
    }
    assert.lengthOf(sql, 1, sql.join('\n'))
    assert.match(sql[0], /estimation_setups/)
  })
})
