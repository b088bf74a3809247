import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { tokenOf } from '#tests/helpers/demo'

const SELLER = 'seller@demo-retail.test'

const me = (client: ApiClient, token: string) => client.get('/api/auth/me').bearerToken(token)

/** The seller's token, used once so that its rows are kept by this process (#kept/token_rows). */
async function keptSellerToken(client: ApiClient) {
  const token = await tokenOf(client, SELLER)
  ;(await me(client, token)).assertStatus(200)
  ;(await me(client, token)).assertStatus(200)
  return token
}

async function adminChangesSeller(client: ApiClient, fields: Record<string, unknown>) {
  const admin = await tokenOf(client, 'admin@demo-retail.test')
  const seller = await User.findByOrFail('email', SELLER)
  const response = await client.patch(`/api/users/${seller.id}`).bearerToken(admin).json(fields)
  response.assertStatus(200)
  return seller
}

const tokensOf = async (userId: number) =>
  Number((await db.from('auth_access_tokens').where('tokenable_id', userId).count('* as n'))[0].n)

test.group('Auth / what ends a session', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("an admin's password change ends every session of the user, kept rows included", async ({
    client,
    assert,
  }) => {
    const token = await keptSellerToken(client)
    const seller = await adminChangesSeller(client, {
      password: 'Nouveau-Pass-9',
      passwordConfirmation: 'Nouveau-Pass-9',
    })
    ;(await me(client, token)).assertStatus(401)
    assert.equal(await tokensOf(seller.id), 0)
  })

  test('deactivation ends the sessions, and re-activation brings none back, storefront included', async ({
    client,
  }) => {
    const token = await keptSellerToken(client)
    await adminChangesSeller(client, { status: 'inactive' })
    ;(await me(client, token)).assertStatus(401)
    await adminChangesSeller(client, { status: 'active' })
    ;(await me(client, token)).assertStatus(401)
    ;(await client.get('/api/buyback-settings').bearerToken(token)).assertStatus(401)
    ;(await client.post('/api/carts').bearerToken(token).json({})).assertStatus(401)
  })

  test('forcing sign-in by SSO ends the sessions', async ({ client }) => {
    const token = await keptSellerToken(client)
    await adminChangesSeller(client, { forceConnectionBySso: true })
    ;(await me(client, token)).assertStatus(401)
  })

  test('a change that ends nothing keeps the sessions', async ({ client }) => {
    const token = await keptSellerToken(client)
    await adminChangesSeller(client, { firstname: 'Léa' })
    ;(await me(client, token)).assertStatus(200)
  })

  test('changing one’s own password ends the other sessions and keeps this one', async ({ client }) => {
    const other = await keptSellerToken(client)
    const admin = await tokenOf(client, 'admin@demo-retail.test')
    const adminOther = await tokenOf(client, 'admin@demo-retail.test')
    const self = await User.findByOrFail('email', 'admin@demo-retail.test')
    const response = await client
      .patch(`/api/users/${self.id}`)
      .bearerToken(admin)
      .json({ password: 'Nouveau-Pass-9', passwordConfirmation: 'Nouveau-Pass-9' })
    response.assertStatus(200)
    ;(await me(client, admin)).assertStatus(200)
    ;(await me(client, adminOther)).assertStatus(401)
    ;(await me(client, other)).assertStatus(200)
  })

  test('a user left with no module is refused and signed out, and the form cannot take the last one away', async ({
    client,
    assert,
  }) => {
    const token = await keptSellerToken(client)
    const seller = await User.findByOrFail('email', SELLER)
    const admin = await tokenOf(client, 'admin@demo-retail.test')
    const refused = await client.patch(`/api/users/${seller.id}`).bearerToken(admin).json({ modules: [] })
    refused.assertStatus(422)
    ;(await me(client, token)).assertStatus(200)
    // The modules withdrawn behind the form's back (the account's module closed, an entity removed).
    await db.from('user_modules').where('user_id', seller.id).delete()
    const response = await client.get('/api/buybacks').bearerToken(token)
    response.assertStatus(403)
    response.assertBodyContains({ code: 'no_permission' })
    assert.equal(await tokensOf(seller.id), 0)
    ;(await me(client, token)).assertStatus(401)
  })

  test('a deactivated user’s token is refused by the storefront’s routes too', async ({ client }) => {
    const token = await keptSellerToken(client)
    ;(await client.get('/api/buyback-settings').bearerToken(token)).assertStatus(200)
    // Written behind the application's back: no session was ended, the status alone refuses.
    await User.query().where('email', SELLER).update({ status: 'inactive' })
    const settings = await client.get('/api/buyback-settings').bearerToken(token)
    settings.assertStatus(403)
    settings.assertBodyContains({ code: 'user_inactive' })
    ;(await client.post('/api/carts').bearerToken(token).json({})).assertStatus(403)
    ;(await me(client, token)).assertStatus(403)
  })
})
