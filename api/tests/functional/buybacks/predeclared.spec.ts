import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { login, tokenOf } from '#tests/helpers/demo'

interface Row {
  id: number
  identificationNumber: string
  status: string
  createdAt: string
  customerName: string
}

const predeclared = (client: ApiClient, token: string, qs: Record<string, unknown> = {}) =>
  client
    .get('/api/buybacks/predeclared')
    .bearerToken(token)
    .qs({ _start: 0, _end: 100, ...qs })

const ids = (rows: Row[]) => rows.map((row) => row.id).sort((a, b) => a - b)

test.group('Buy-backs / pre-declared list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin lists every pre-declared buy-back of its account and nothing else', async ({
    client,
    assert,
  }) => {
    const admin = await User.findByOrFail('email', 'admin@demo-retail.test')
    const token = await tokenOf(client, admin.email)
    // One of another status made pre-declared, one of another account: the list follows the rows.
    const moved = await db
      .from('buybacks')
      .where('account_id', admin.accountId)
      .where('status', 'bb_in_transit')
      .firstOrFail()
    await db.from('buybacks').where('id', moved.id).update({ status: 'bb_awaiting_store_drop' })
    // The demo's other retailer has no buy-back: it gets a copy of this one, pre-declared.
    const otherAdmin = await User.findByOrFail('email', 'admin@other-retail.test')
    await db.table('buybacks').insert({
      ...moved,
      id: undefined,
      identification_number: '9999999999991',
      reference: null,
      account_id: otherAdmin.accountId,
      status: 'bb_awaiting_store_drop',
      store_id: null,
      customer_id: null,
      cart_id: null,
    })
    const foreign = await db.from('buybacks').where('identification_number', '9999999999991').firstOrFail()

    const response = await predeclared(client, token)
    response.assertStatus(200)
    const rows = response.body() as Row[]
    const expected = await db
      .from('buybacks')
      .where('account_id', admin.accountId)
      .where('status', 'bb_awaiting_store_drop')
      .select('id')
    assert.isAbove(expected.length, 1)
    assert.deepEqual(
      ids(rows),
      expected.map((row) => row.id).sort((a, b) => a - b)
    )
    assert.equal(Number(response.header('x-total-count')), expected.length)
    assert.include(ids(rows), moved.id)
    assert.notInclude(ids(rows), foreign.id)
    assert.isTrue(rows.every((row) => row.status === 'bb_awaiting_store_drop'))

    const other = await predeclared(client, await tokenOf(client, otherAdmin.email))
    assert.deepEqual(ids(other.body()), [foreign.id])
  })

  test('a filter narrows the list but never opens another status', async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const all = (await predeclared(client, token, { _sort: 'createdAt', _order: 'ASC' })).body() as Row[]
    assert.isAbove(all.length, 1)
    const dates = all.map((row) => row.createdAt)
    assert.deepEqual(dates, [...dates].sort())

    const [one] = all
    const byNumber = await predeclared(client, token, { identificationNumber: one.identificationNumber })
    assert.deepEqual(ids(byNumber.body()), [one.id])
    const bySearch = await predeclared(client, token, { q: one.identificationNumber })
    assert.deepEqual(ids(bySearch.body()), [one.id])
    const lastname = one.customerName.split(' ').slice(1).join(' ')
    const byCustomer = (await predeclared(client, token, { customer: lastname })).body() as Row[]
    assert.include(ids(byCustomer), one.id)
    const day = one.createdAt.slice(0, 10)
    const fromDay = (await predeclared(client, token, { createdFrom: day })).body() as Row[]
    assert.include(ids(fromDay), one.id)
    assert.isTrue(fromDay.every((row) => row.createdAt.slice(0, 10) >= day))

    for (const widening of [{ statusGroup: 'completed' }, { status: 'bb_in_transit' }]) {
      const response = await predeclared(client, token, widening)
      response.assertStatus(200)
      assert.lengthOf(response.body(), 0, JSON.stringify(widening))
      assert.equal(response.header('x-total-count'), '0')
    }
  })

  test('a seller lists those of its store; a workshop without the permission is refused', async ({
    client,
    assert,
  }) => {
    const seller = await login(client, 'seller@demo-retail.test')
    assert.includeMembers(seller.resources['buybacks/predeclared'], ['list'])
    const own = await predeclared(client, seller.token)
    own.assertStatus(200)
    const everyone = (
      await client
        .get('/api/buybacks')
        .bearerToken(seller.token)
        .qs({ statusGroup: 'predeclared', _start: 0, _end: 100 })
    ).body() as Row[]
    assert.deepEqual(ids(own.body()), ids(everyone))

    const workshop = await login(client, 'wh.manager@demo-retail.test')
    assert.notProperty(workshop.resources, 'buybacks/predeclared')
    const refused = await predeclared(client, workshop.token).header('Accept-Language', 'en')
    refused.assertStatus(403)
    refused.assertBodyContains({ code: 'forbidden' })
  })
})
