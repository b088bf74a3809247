import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import { tokenOf } from '#tests/helpers/demo'
import { startApiProcesses } from '#tests/helpers/api_processes'
import { statementsOf } from '#tests/helpers/statements'

/**
 * A token's rows (the token, its user, their modules and entities) are kept in the API process between
 * requests (#kept/token_rows). Each test below makes a request first, so that the rows are
 * kept, then writes straight to the database, never through the process's models: the next request must
 * see the write.
 */
const SELLER = 'seller@demo-retail.test'

async function seller() {
  return db.from('users').where('email', SELLER).firstOrFail()
}

async function me(client: ApiClient, token: string) {
  const response = await client.get('/api/auth/me').bearerToken(token)
  response.assertStatus(200)
  return response.body()
}

test.group('Auth / token rows kept between requests', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the next request of a token checks its versions instead of reading its rows', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, SELLER)
    const first = await statementsOf(() => me(client, token))
    assert.isTrue(first.some((sql) => sql.includes('auth_access_tokens')))
    const second = await statementsOf(() => me(client, token))
    assert.isFalse(second.some((sql) => sql.includes('auth_access_tokens')))
    assert.isTrue(second.some((sql) => sql.includes('FROM auth_versions WHERE user_id IN')))
  })

  test('a token deleted in the database is refused at the next request', async ({ client }) => {
    const token = await tokenOf(client, SELLER)
    await me(client, token)
    await db
      .from('auth_access_tokens')
      .where('tokenable_id', (await seller()).id)
      .delete()
    ;(await client.get('/api/auth/me').bearerToken(token)).assertStatus(401)
  })

  test('an expiry moved into the past is refused at the next request', async ({ client }) => {
    const token = await tokenOf(client, SELLER)
    await me(client, token)
    await db
      .from('auth_access_tokens')
      .where('tokenable_id', (await seller()).id)
      .update({ expires_at: DateTime.now().minus({ minutes: 1 }).toJSDate() })
    ;(await client.get('/api/auth/me').bearerToken(token)).assertStatus(401)
  })

  test('a user disabled, or a module taken away, is refused at the next request', async ({ client }) => {
    const token = await tokenOf(client, SELLER)
    await me(client, token)
    const user = await seller()
    await db.from('users').where('id', user.id).update({ status: 'inactive' })
    const inactive = await client.get('/api/buybacks').bearerToken(token)
    inactive.assertStatus(403)
    inactive.assertBodyContains({ code: 'user_inactive' })

    await db.from('users').where('id', user.id).update({ status: 'active' })
    ;(await client.get('/api/buybacks').bearerToken(token)).assertStatus(200)
    await db.from('user_modules').where('user_id', user.id).delete()
    const refused = await client.get('/api/buybacks').bearerToken(token)
    refused.assertStatus(403)
    refused.assertBodyContains({ code: 'no_permission' })
  })

  test('a user or their entity renamed shows at the next request', async ({ client, assert }) => {
    const token = await tokenOf(client, SELLER)
    const before = await me(client, token)
    await db.from('users').where('id', before.user.id).update({ firstname: 'Renamed' })
    assert.equal((await me(client, token)).user.firstname, 'Renamed')
    await db
      .from('organizations')
      .where('id', before.currentOrganization.id)
      .update({ common_name: 'Paris Rivoli II' })
    assert.equal((await me(client, token)).currentOrganization.commonName, 'Paris Rivoli II')
  })

  test("another token's secret is checked against the database, not against kept rows", async ({
    client,
  }) => {
    const token = await tokenOf(client, SELLER)
    await me(client, token)
    const tampered = token.slice(0, -4) + (token.endsWith('aaaa') ? 'bbbb' : 'aaaa')
    ;(await client.get('/api/auth/me').bearerToken(tampered)).assertStatus(401)
    ;(await client.get('/api/auth/me').bearerToken(token)).assertStatus(200)
  })

  test('a version rolled back is not the version of the next write', async ({ assert }) => {
    const user = await seller()
    const version = async () =>
      String((await db.from('auth_versions').where('user_id', user.id).first())?.version ?? '')
    const before = await version()
    let inside = ''
    await db
      .transaction(async (trx) => {
        await trx.from('users').where('id', user.id).update({ firstname: 'Rolled back' })
        inside = String((await trx.from('auth_versions').where('user_id', user.id).first()).version)
        throw new Error('rolled back')
      })
      .catch(() => {})
    assert.notEqual(inside, before)
    assert.equal(await version(), before)
    await db.from('users').where('id', user.id).update({ firstname: 'Written' })
    assert.notIncludeMembers([before, inside], [await version()])
  })

  test("a token's last use, written once a minute, keeps its rows' version", async ({ client, assert }) => {
    await tokenOf(client, SELLER)
    const user = await seller()
    const version = async () =>
      String((await db.from('auth_versions').where('user_id', user.id).first())?.version ?? '')
    const before = await version()
    await db.from('auth_access_tokens').where('tokenable_id', user.id).update({ last_used_at: new Date() })
    assert.equal(await version(), before)
  })
})

/**
 * Another instance on the same database (as `npm start` runs several processes, or several hosts one
 * MySQL): what it writes never passes through this process. Outside the global transaction.
 */
test.group('Auth / token rows kept between requests, another API process writing', (group) => {
  let other = ''
  group.setup(async () => {
    const processes = await startApiProcesses(1)
    other = processes.urls[1]!
    return () => processes.stop()
  })

  test('a token logged out through another process is refused here at once', async ({ client }) => {
    const token = await tokenOf(client, SELLER)
    await me(client, token)
    const logout = await fetch(`${other}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    })
    if (logout.status !== 204) throw new Error(`logout answered ${logout.status}`)
    ;(await client.get('/api/auth/me').bearerToken(token)).assertStatus(401)
  })
})
