import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { tokenOf } from '#tests/helpers/demo'

const list = (client: any, token: string, qs: Record<string, unknown> = {}) =>
  client
    .get('/api/buybacks')
    .bearerToken(token)
    .qs({ _start: 0, _end: 25, ...qs })

test.group('Buy-backs / back-office list and details', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin pages its account buy-backs, newest first, filtered by grouping, number and customer', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const accountId = (await User.findByOrFail('email', 'admin@demo-retail.test')).accountId
    const response = await list(client, token)
    response.assertStatus(200)
    const [{ total }] = await db.from('buybacks').where('account_id', accountId).count('* as total')
    assert.equal(Number(response.header('x-total-count')), Number(total))
    const dates = response.body().map((row: { createdAt: string }) => row.createdAt)
    assert.deepEqual(dates, [...dates].sort().reverse())
    assert.notInclude(JSON.stringify(response.body()), 'iban')

    const transit = await list(client, token, { statusGroup: 'in_transit' })
    assert.isAbove(transit.body().length, 0)
    assert.isTrue(transit.body().every((row: { status: string }) => row.status === 'bb_in_transit'))

    const one = response.body()[0]
    const byNumber = await list(client, token, { identificationNumber: one.identificationNumber })
    assert.deepEqual(
      byNumber.body().map((row: { id: number }) => row.id),
      [one.id]
    )
    const lastname = one.customerName.split(' ').slice(1).join(' ')
    const byCustomer = await list(client, token, { customer: lastname })
    assert.isTrue(byCustomer.body().some((row: { id: number }) => row.id === one.id))
  })

  test('the details carry the history and the payment, never the IBAN', async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const [first] = (await list(client, token, { statusGroup: 'completed' })).body()
    const response = await client.get(`/api/buybacks/${first.id}`).bearerToken(token)
    response.assertStatus(200)
    const body = response.body()
    assert.isAbove(body.history.length, 2)
    assert.equal(body.history[0].from, null)
    assert.exists(body.payment.status)
    assert.notProperty(body.customer, 'iban')
    assert.notInclude(JSON.stringify(body), 'FR76')
  })

  test('a store seller sees its store only; another retailer sees none and gets 404', async ({
    client,
    assert,
  }) => {
    const seller = await User.findByOrFail('email', 'seller@demo-retail.test')
    await seller.load('modules')
    const storeId = seller.modules[0]!.organizationId
    const token = await tokenOf(client, 'seller@demo-retail.test')
    const mine = await list(client, token, { _end: 100 })
    mine.assertStatus(200)
    assert.isTrue(mine.body().every((row: { store: { id: number } | null }) => row.store?.id === storeId))

    const admin = await tokenOf(client, 'admin@demo-retail.test')
    const [any] = (await list(client, admin)).body()
    const other = await tokenOf(client, 'admin@other-retail.test')
    const foreign = await list(client, other, { identificationNumber: any.identificationNumber })
    assert.lengthOf(foreign.body(), 0)
    ;(await client.get(`/api/buybacks/${any.id}`).bearerToken(other)).assertStatus(404)
  })
})
