import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { tokenOf } from '#tests/helpers/demo'

test.group('Users / list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin lists the users of its account, paginated with X-Total-Count', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const response = await client
      .get('/api/users')
      .qs({ _start: 0, _end: 5, _sort: 'email', _order: 'ASC' })
      .bearerToken(token)
    response.assertStatus(200)
    const emails = response.body().map((user: { email: string }) => user.email)
    assert.lengthOf(emails, 5)
    assert.deepEqual(emails, [...emails].sort())
    assert.isAbove(Number(response.header('x-total-count')), 20)
    assert.isTrue(emails.every((email: string) => email.endsWith('@demo-retail.test')))
    assert.notProperty(response.body()[0], 'password')
  })

  test('the list sorts descending, filters by status and searches with q', async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const desc = await client
      .get('/api/users')
      .qs({ _sort: 'lastname', _order: 'DESC', _end: 50 })
      .bearerToken(token)
    const names = desc.body().map((user: { lastname: string }) => user.lastname)
    assert.deepEqual(
      names,
      [...names].sort((a: string, b: string) => b.localeCompare(a, 'en', { sensitivity: 'base' }))
    )

    const found = await client.get('/api/users').qs({ q: 'rivoli' }).bearerToken(token)
    assert.lengthOf(found.body(), 0)
    const byName = await client.get('/api/users').qs({ q: 'Garnier' }).bearerToken(token)
    assert.deepEqual(
      byName.body().map((user: { email: string }) => user.email),
      ['store.manager@demo-retail.test']
    )

    const inactive = await client.get('/api/users').qs({ status: 'inactive' }).bearerToken(token)
    assert.equal(inactive.header('x-total-count'), '0')
  })

  test('getMany by ids answers only the visible ones', async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@other-retail.test')
    const mine = await client.get('/api/users').bearerToken(token)
    const ids = mine.body().map((user: { id: number }) => user.id)
    const response = await client.get(`/api/users?id=${ids[0]}&id=1&id=3`).bearerToken(token)
    assert.deepEqual(
      response.body().map((user: { id: number }) => user.id),
      [ids[0]]
    )
  })

  test('a store manager sees only the users of its store', async ({ client, assert }) => {
    const token = await tokenOf(client, 'store.manager@demo-retail.test')
    const response = await client.get('/api/users').qs({ _end: 100 }).bearerToken(token)
    response.assertStatus(200)
    const emails = response.body().map((user: { email: string }) => user.email)
    assert.include(emails, 'seller@demo-retail.test')
    assert.notInclude(emails, 'operator@demo-retail.test')
    assert.notInclude(emails, 'mu.manager@demo-retail.test')
  })

  test('a management-unit manager sees the users of the stores below it', async ({ client, assert }) => {
    const token = await tokenOf(client, 'mu.manager@demo-retail.test')
    const emails = (await client.get('/api/users').qs({ _end: 100 }).bearerToken(token))
      .body()
      .map((user: { email: string }) => user.email)
    assert.includeMembers(emails, [
      'seller@demo-retail.test',
      'store.manager@demo-retail.test',
      'mu.manager@demo-retail.test',
    ])
    assert.notInclude(emails, 'admin@demo-retail.test')
    assert.notInclude(emails, 'wh.manager@demo-retail.test')
  })

  test('a store seller has no access to the users list', async ({ client }) => {
    const token = await tokenOf(client, 'seller@demo-retail.test')
    const response = await client.get('/api/users').bearerToken(token)
    response.assertStatus(403)
    response.assertBodyContains({ code: 'forbidden' })
  })

  test("another retailer's admin never sees Demo Retail users and gets 404 on them", async ({
    client,
    assert,
  }) => {
    const demo = await tokenOf(client, 'admin@demo-retail.test')
    const seller = (
      await client.get('/api/users').qs({ q: 'seller@demo-retail.test' }).bearerToken(demo)
    ).body()[0]

    const other = await tokenOf(client, 'admin@other-retail.test')
    const list = await client.get('/api/users').qs({ _end: 500 }).bearerToken(other)
    assert.isTrue(list.body().every((user: { email: string }) => user.email.endsWith('@other-retail.test')))
    ;(await client.get(`/api/users/${seller.id}`).bearerToken(other)).assertStatus(404)
    ;(
      await client.put(`/api/users/${seller.id}`).bearerToken(other).json({ firstname: 'Hacked' })
    ).assertStatus(404)
    ;(await client.delete(`/api/users/${seller.id}`).bearerToken(other)).assertStatus(404)
  })

  test('the super admin sees every account', async ({ client, assert }) => {
    const token = await tokenOf(client, 'superadmin@reprise.test')
    const emails = (await client.get('/api/users').qs({ _end: 500 }).bearerToken(token))
      .body()
      .map((user: { email: string }) => user.email)
    assert.includeMembers(emails, [
      'admin@demo-retail.test',
      'admin@other-retail.test',
      'buyer@demo-buyer.test',
    ])
    assert.isFalse(emails.some((email: string) => email.startsWith('anonymous+')))
  })
})
