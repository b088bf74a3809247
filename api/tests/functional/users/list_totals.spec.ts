import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Organization from '#models/organization'
import { tokenOf } from '#tests/helpers/demo'

const totalOf = async (client: ApiClient, token: string, qs: Record<string, string> = {}) =>
  Number((await client.get('/api/users').qs(qs).bearerToken(token)).header('x-total-count'))

/** Proof that the next answer comes from the kept row, not from a new count: the kept total is altered. */
async function alterKeptTotal(accountId: number, total: number) {
  const kept = await db
    .from('list_counts')
    .where({ name: `users:${accountId}`, total })
    .firstOrFail()
  await db
    .from('list_counts')
    .where('cache_key', kept.cache_key)
    .update({ total: total + 7 })
}

test.group('Users / list totals', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("an account's total is kept until one of its users is written", async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const admin = await User.findByOrFail('email', 'admin@demo-retail.test')
    const first = await totalOf(client, token)
    await alterKeptTotal(admin.accountId, first)
    assert.equal(await totalOf(client, token), first + 7)

    const seller = await User.findByOrFail('email', 'seller@demo-retail.test')
    seller.status = 'inactive'
    await seller.save()
    assert.equal(await totalOf(client, token), first)
    assert.equal(await totalOf(client, token, { status: 'active' }), first - 1)
  })

  test('a search keeps its total until a user is created or deleted', async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const admin = await User.findByOrFail('email', 'admin@demo-retail.test')
    const search = { q: 'Perrin' }
    const before = await totalOf(client, token, search)
    await alterKeptTotal(admin.accountId, before)
    assert.equal(await totalOf(client, token, search), before + 7)

    const store = await Organization.findByOrFail('common_name', 'Paris Rivoli')
    const created = await client
      .post('/api/users')
      .bearerToken(token)
      .json({
        email: 'agathe.perrin@demo-retail.test',
        firstname: 'Agathe',
        lastname: 'Perrin',
        password: 'Bienvenue-2026',
        passwordConfirmation: 'Bienvenue-2026',
        passwordMode: 'password',
        status: 'inactive',
        modules: [{ module: 'tim', role: 'store_seller', organizationId: store.id }],
      })
    created.assertStatus(201)
    assert.equal(await totalOf(client, token, search), before + 1)

    ;(await client.delete(`/api/users/${created.body().id}`).bearerToken(token)).assertStatus(200)
    assert.equal(await totalOf(client, token, search), before)
  })

  test('a store manager, whose list depends on the entity tree, is counted each time', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'store.manager@demo-retail.test')
    const manager = await User.findByOrFail('email', 'store.manager@demo-retail.test')
    const total = await totalOf(client, token)
    assert.isAbove(total, 0)
    assert.isNull(await db.from('list_counts').where('name', `users:${manager.accountId}`).first())
  })

  test('each row of the list is the user as its own page shows it', async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const list = await client.get('/api/users').qs({ _end: 50 }).bearerToken(token)
    list.assertStatus(200)
    assert.isAbove(list.body().length, 5)
    for (const row of list.body()) {
      const shown = await client.get(`/api/users/${row.id}`).bearerToken(token)
      assert.deepEqual(row, shown.body())
    }
  })
})
