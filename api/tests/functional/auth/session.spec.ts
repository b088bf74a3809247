import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { login, tokenOf } from '#tests/helpers/demo'

test.group('Auth / session', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('me answers the session of the token', async ({ client, assert }) => {
    const token = await tokenOf(client, 'seller@demo-retail.test')
    const response = await client.get('/api/auth/me').bearerToken(token)
    response.assertStatus(200)
    response.assertBodyContains({
      user: { email: 'seller@demo-retail.test' },
      currentModule: 'tim',
      currentOrganization: { commonName: 'Paris Rivoli', type: 'store' },
    })
    // The account's admin works for no store: the back office does not offer the counter wizard.
    const admin = await tokenOf(client, 'admin@demo-retail.test')
    const adminSession = await client.get('/api/auth/me').bearerToken(admin)
    assert.notEqual(adminSession.body().currentOrganization.type, 'store')
  })

  test('without a token the API answers 401 unauthenticated', async ({ client }) => {
    const response = await client.get('/api/auth/me')
    response.assertStatus(401)
    response.assertBodyContains({ code: 'unauthenticated' })
  })

  test('a user whose permission set became empty is logged out at the next request', async ({ client }) => {
    const token = await tokenOf(client, 'seller@demo-retail.test')
    const user = await db.from('users').where('email', 'seller@demo-retail.test').firstOrFail()
    // An administrator withdraws the user's only module.
    await db.from('user_modules').where('user_id', user.id).delete()
    const refused = await client.get('/api/buybacks').bearerToken(token).header('Accept-Language', 'en')
    refused.assertStatus(403)
    refused.assertBodyContains({ code: 'no_permission' })
    // The token ended with it: even /me answers that there is no session any more.
    ;(await client.get('/api/auth/me').bearerToken(token)).assertStatus(401)
  })

  test('logout revokes the token', async ({ client }) => {
    const token = await tokenOf(client, 'seller@demo-retail.test')
    ;(await client.post('/api/auth/logout').bearerToken(token)).assertStatus(204)
    ;(await client.get('/api/auth/me').bearerToken(token)).assertStatus(401)
  })

  test('an expired token is refused', async ({ client }) => {
    const token = await tokenOf(client, 'seller@demo-retail.test')
    await db
      .from('auth_access_tokens')
      .update({ expires_at: DateTime.now().minus({ minutes: 1 }).toJSDate() })
    ;(await client.get('/api/auth/me').bearerToken(token)).assertStatus(401)
  })

  test('a token with another secret, or a malformed one, is refused', async ({ client }) => {
    const token = await tokenOf(client, 'seller@demo-retail.test')
    const tampered = token.slice(0, -4) + (token.endsWith('aaaa') ? 'bbbb' : 'aaaa')
    ;(await client.get('/api/auth/me').bearerToken(tampered)).assertStatus(401)
    ;(await client.get('/api/auth/me').bearerToken('rpr_not-a-token')).assertStatus(401)
    ;(await client.get('/api/auth/me').bearerToken(token)).assertStatus(200)
  })

  test('a request writes the token last use at most once a minute', async ({ client, assert }) => {
    const token = await tokenOf(client, 'seller@demo-retail.test')
    const lastUsed = async () =>
      (await db.from('auth_access_tokens').orderBy('id', 'desc').firstOrFail()).last_used_at
    ;(await client.get('/api/auth/me').bearerToken(token)).assertStatus(200)
    const first = await lastUsed()
    assert.exists(first)
    ;(await client.get('/api/auth/me').bearerToken(token)).assertStatus(200)
    assert.deepEqual(await lastUsed(), first)
  })

  test('tokens expire after the configured lifetime (12 h by default)', async ({ client, assert }) => {
    await tokenOf(client, 'seller@demo-retail.test')
    const row = await db.from('auth_access_tokens').orderBy('id', 'desc').firstOrFail()
    const hours = (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 3_600_000
    assert.closeTo(hours, 12, 0.01)
  })

  test('switching module returns the permission set of the new module and is remembered', async ({
    client,
    assert,
  }) => {
    const { token } = await login(client, 'admin@demo-retail.test')
    const response = await client.post('/api/auth/switch-module').bearerToken(token).json({ module: 'rps' })
    response.assertStatus(200)
    assert.equal(response.body().currentModule, 'rps')
    assert.include(response.body().permissions, 'warehouse_checkin_submenu')
    assert.notInclude(response.body().permissions, 'product_list_page')

    const again = await login(client, 'admin@demo-retail.test')
    assert.equal(again.currentModule, 'rps')
  })

  test('a module the user does not hold is refused, by switch call and by header', async ({ client }) => {
    const token = await tokenOf(client, 'seller@demo-retail.test')
    const switched = await client.post('/api/auth/switch-module').bearerToken(token).json({ module: 'rps' })
    switched.assertStatus(403)
    switched.assertBodyContains({ code: 'module_not_held' })
    const byHeader = await client.get('/api/auth/me').bearerToken(token).header('X-Module', 'lcm')
    byHeader.assertStatus(403)
  })

  test('the X-Module header selects the permission set of one request', async ({ client }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const asWorkshop = await client.get('/api/auth/me').bearerToken(token).header('X-Module', 'rps')
    asWorkshop.assertBodyContains({ currentModule: 'rps' })
  })

  test('an anonymous storefront token opens no back-office route', async ({ client, assert }) => {
    const anonymous = await client.post('/api/auth/anonymous')
    anonymous.assertStatus(200)
    assert.isString(anonymous.body().expiresAt)
    const response = await client.get('/api/users').bearerToken(anonymous.body().token)
    response.assertStatus(403)
    ;(await client.get('/api/auth/me').bearerToken(anonymous.body().token)).assertStatus(403)
  })
})

test.group('Session / what the back office may do with each resource', () => {
  test('the session lists the actions each route would allow the caller, and nothing else', async ({
    client,
    assert,
  }) => {
    const admin = await login(client, 'admin@demo-retail.test')
    assert.sameMembers(admin.resources.products, ['list', 'show', 'create', 'edit', 'delete'])
    assert.sameMembers(admin.resources.users, ['list', 'show', 'create', 'edit', 'delete'])

    const seller = await login(client, 'seller@demo-retail.test')
    assert.includeMembers(seller.resources.buybacks, ['list', 'show'])
    assert.notProperty(seller.resources, 'users', 'a seller has no user list permission')
    assert.notProperty(seller.resources, 'clients')
    // Every action the session grants is one its permissions allow on the server.
    for (const [resource, actions] of Object.entries(seller.resources)) {
      if (!actions.includes('list')) continue
      const list = await client.get(`/api/${resource}`).qs({ _start: 0, _end: 1 }).bearerToken(seller.token)
      assert.notEqual(list.status(), 403, resource)
    }
    ;(await client.get('/api/users').bearerToken(seller.token)).assertStatus(403)
  })
})

test.group('Session / singleton resources', () => {
  test('named records (settings/general, design, home) are shown and edited with any of their permissions', async ({
    client,
    assert,
  }) => {
    const admin = await login(client, 'admin@demo-retail.test')
    assert.sameMembers(admin.resources.settings, ['show', 'edit'])
    const seller = await login(client, 'seller@demo-retail.test')
    assert.notProperty(seller.resources, 'settings')
  })
})
