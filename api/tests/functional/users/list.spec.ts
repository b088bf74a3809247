import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import {
  bareRetailer,
  buyerClient,
  OrganizationFactory,
  platformAdmin,
  readyClient,
  tokenFor,
  userIn,
} from '#tests/helpers/factories'

/**
 * A ready client with a store manager in its store, and a management unit holding a second store, with
 * the unit's manager and that store's seller.
 */
async function people() {
  const ready = await readyClient()
  const { account } = ready
  const unit = await OrganizationFactory.apply('unit')
    .merge({ accountId: account.id, parentId: ready.root.id })
    .create()
  const storeBelow = await OrganizationFactory.apply('store')
    .merge({ accountId: account.id, parentId: unit.id })
    .create()
  return {
    ...ready,
    storeManager: await userIn(account, 'tim', 'store_manager', ready.store),
    unitManager: await userIn(account, 'tim', 'management_unit_manager', unit),
    sellerBelow: await userIn(account, 'tim', 'store_seller', storeBelow),
  }
}

const emailsOf = (body: { email: string }[]) => body.map((user) => user.email)

test.group('Users / list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin lists the users of its account, paginated with X-Total-Count', async ({
    client,
    assert,
  }) => {
    const ready = await people()
    await bareRetailer()
    const response = await client
      .get('/api/users')
      .qs({ _start: 0, _end: 5, _sort: 'email', _order: 'ASC' })
      .bearerToken(await tokenFor(ready.users.admin))
    response.assertStatus(200)
    const own = await User.query().where('account_id', ready.account.id).orderBy('email')
    assert.equal(response.header('x-total-count'), String(own.length))
    assert.deepEqual(
      emailsOf(response.body()),
      own.slice(0, 5).map((user) => user.email)
    )
    assert.notProperty(response.body()[0], 'password')
  })

  test('the list sorts descending, filters by status and searches with q', async ({ client, assert }) => {
    const ready = await people()
    const token = await tokenFor(ready.users.admin)
    await ready.store.merge({ commonName: 'Paris Rivoli' }).save()
    await ready.storeManager.merge({ lastname: 'Garnier' }).save()
    await ready.sellerBelow.merge({ status: 'inactive' }).save()
    const desc = await client
      .get('/api/users')
      .qs({ _sort: 'lastname', _order: 'DESC', _end: 50 })
      .bearerToken(token)
    const names = desc.body().map((user: { lastname: string }) => user.lastname)
    assert.lengthOf(names, 7)
    assert.deepEqual(
      names,
      [...names].sort((a: string, b: string) => b.localeCompare(a, 'en', { sensitivity: 'base' }))
    )

    const found = await client.get('/api/users').qs({ q: 'rivoli' }).bearerToken(token)
    assert.lengthOf(found.body(), 0)
    const byName = await client.get('/api/users').qs({ q: 'Garnier' }).bearerToken(token)
    assert.deepEqual(emailsOf(byName.body()), [ready.storeManager.email])

    const inactive = await client.get('/api/users').qs({ status: 'inactive' }).bearerToken(token)
    assert.equal(inactive.header('x-total-count'), '1')
    assert.deepEqual(emailsOf(inactive.body()), [ready.sellerBelow.email])
  })

  test('getMany by ids answers only the visible ones', async ({ client, assert }) => {
    const ready = await readyClient()
    const other = await bareRetailer()
    const response = await client
      .get(`/api/users?id=${other.admin.id}&id=${ready.users.admin.id}&id=${ready.users.seller.id}`)
      .bearerToken(await tokenFor(other.admin))
    assert.deepEqual(
      response.body().map((user: { id: number }) => user.id),
      [other.admin.id]
    )
  })

  test('a store manager sees only the users of its store', async ({ client, assert }) => {
    const ready = await people()
    const response = await client
      .get('/api/users')
      .qs({ _end: 100 })
      .bearerToken(await tokenFor(ready.storeManager))
    response.assertStatus(200)
    const emails = emailsOf(response.body())
    assert.include(emails, ready.users.seller.email)
    assert.notInclude(emails, ready.users.operator.email)
    assert.notInclude(emails, ready.unitManager.email)
    assert.notInclude(emails, ready.sellerBelow.email)
  })

  test('a management-unit manager sees the users of the stores below it', async ({ client, assert }) => {
    const ready = await people()
    const emails = emailsOf(
      (
        await client
          .get('/api/users')
          .qs({ _end: 100 })
          .bearerToken(await tokenFor(ready.unitManager))
      ).body()
    )
    assert.sameMembers(emails, [ready.unitManager.email, ready.sellerBelow.email])
  })

  test('a store seller has no access to the users list', async ({ client }) => {
    const ready = await readyClient()
    const response = await client.get('/api/users').bearerToken(await tokenFor(ready.users.seller))
    response.assertStatus(403)
    response.assertBodyContains({ code: 'forbidden' })
  })

  test("another retailer's admin never sees a client's users and gets 404 on them", async ({
    client,
    assert,
  }) => {
    const ready = await readyClient()
    const seller = ready.users.seller
    const other = await bareRetailer()
    const token = await tokenFor(other.admin)
    const list = await client.get('/api/users').qs({ _end: 500 }).bearerToken(token)
    assert.deepEqual(emailsOf(list.body()), [other.admin.email])
    ;(await client.get(`/api/users/${seller.id}`).bearerToken(token)).assertStatus(404)
    ;(
      await client.put(`/api/users/${seller.id}`).bearerToken(token).json({ firstname: 'Hacked' })
    ).assertStatus(404)
    ;(await client.delete(`/api/users/${seller.id}`).bearerToken(token)).assertStatus(404)
    assert.equal((await User.findOrFail(seller.id)).firstname, seller.firstname)
  })

  test('the super admin sees every account', async ({ client, assert }) => {
    const ready = await readyClient()
    const other = await bareRetailer()
    const buyer = await buyerClient()
    const emails = emailsOf(
      (
        await client
          .get('/api/users')
          .qs({ _end: 500 })
          .bearerToken(await tokenFor(await platformAdmin()))
      ).body()
    )
    assert.includeMembers(emails, [ready.users.admin.email, other.admin.email, buyer.manager.email])
    assert.isFalse(emails.some((email: string) => email.startsWith('anonymous+')))
  })
})
