import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import UserModule from '#models/user_module'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import { tokenOf } from '#tests/helpers/demo'
import { copyRow, statementsOf } from '#tests/helpers/statements'

/**
 * What is read of the entities alone (a workshop role's workshops, the entities list's total) is kept in the
 * API process while no entity changes (services/tenancy/kept_by_entities.ts): the next request reads no
 * entity for it, and an entity written straight to the database, never through the process's models,
 * shows at the request after.
 */
const ADMIN = 'admin@demo-retail.test'

/** The quarantine as the admin sees it in the workshop module: held items, their ids and total. */
async function held(client: ApiClient, token: string) {
  const response = await client
    .get('/api/quarantine')
    .bearerToken(token)
    .header('X-Module', 'rps')
    .qs({ status: 'item_in_quarantine', _start: 0, _end: 500 })
  response.assertStatus(200)
  return {
    total: Number(response.header('x-total-count')),
    ids: (response.body() as { id: number }[]).map((row) => row.id),
  }
}

const readsWorkshops = (statements: string[]) =>
  statements.some((sql) => /select [`"]?organizations[`"]?\.[`"]?id[`"]? from [`"]?organizations/i.test(sql))

/** The entities list's total as the admin sees it. */
async function entitiesTotal(client: ApiClient, token: string) {
  const response = await client.get('/api/entities').bearerToken(token).qs({ _start: 0, _end: 5 })
  response.assertStatus(200)
  return Number(response.header('x-total-count'))
}

const countsEntities = (statements: string[]) =>
  statements.some((sql) => /count\(\*\).* from [`"]?organizations/i.test(sql))

test.group('Tenancy / entities read kept between requests', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("the next request of a workshop role's list reads no entity", async ({ client, assert }) => {
    const token = await tokenOf(client, ADMIN)
    // An entity written moves the entities' version: what an earlier test left kept is not this version's.
    const entity = await db.from('organizations').orderBy('id').firstOrFail()
    await db.from('organizations').where('id', entity.id).update({ updated_at: new Date() })
    assert.isTrue(readsWorkshops(await statementsOf(() => held(client, token))))
    assert.isFalse(readsWorkshops(await statementsOf(() => held(client, token))))
  })

  test("the stocks list sums a workshop role's kept counts over its workshops given as values", async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, ADMIN)
    const stocks = () =>
      client.get('/api/stocks').bearerToken(token).header('X-Module', 'rps').qs({ _start: 0, _end: 25 })
    const statements = await statementsOf(async () => (await stocks()).assertStatus(200))
    const counted = statements.filter((sql) => /stock_item_counts/.test(sql))
    assert.isNotEmpty(counted)
    for (const sql of counted) {
      assert.notMatch(sql, /destination_warehouse_id[`"]? in \(select/i)
      assert.match(sql, /destination_warehouse_id[`"]? in \(\?/i)
    }
  })

  test('a workshop created in the database shows in the list at the next request', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, ADMIN)
    const before = await held(client, token)
    assert.isAbove(before.total, 0)
    const item = await db.from('items').where('id', before.ids[0]).firstOrFail()
    const workshop = await db.from('organizations').where('id', item.destination_warehouse_id).firstOrFail()

    // A new workshop of the account, and a held item routed to it: still the admin's.
    const createdId = await copyRow('organizations', workshop, {
      common_name: 'Atelier ouvert ce jour',
      external_id: 'DR-WH-NEW',
      stock_id: null,
    })
    await db.from('items').where('id', item.id).update({ destination_warehouse_id: createdId })

    const after = await held(client, token)
    assert.equal(after.total, before.total)
    assert.include(after.ids, item.id)

    // Closed (moved to another account's tree): gone at the next request.
    const other = await db.from('accounts').whereNot('id', workshop.account_id).firstOrFail()
    await db.from('organizations').where('id', createdId).update({ account_id: other.id })
    const moved = await held(client, token)
    assert.equal(moved.total, before.total - 1)
    assert.notInclude(moved.ids, item.id)
  })

  test("the entities list's total is counted again once an entity is created or deleted", async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, ADMIN)
    const before = await entitiesTotal(client, token)
    assert.isFalse(countsEntities(await statementsOf(() => entitiesTotal(client, token))))

    const store = await db
      .from('organizations')
      .where('account_id', (await db.from('users').where('email', ADMIN).firstOrFail()).account_id)
      .where('type', 'store')
      .firstOrFail()
    const created = await copyRow('organizations', store, {
      common_name: 'Magasin ouvert ce jour',
      external_id: 'DR-ST-NEW',
      stock_id: null,
    })
    assert.equal(await entitiesTotal(client, token), before + 1)
    await db.from('organizations').where('id', created).delete()
    assert.equal(await entitiesTotal(client, token), before)
  })

  test("an account deleted takes its users' kept tokens with it, cascades included", async ({
    client,
    assert,
  }) => {
    const superAdmin = await tokenOf(client, 'superadmin@reprise.test')
    const created = await client
      .post('/api/clients')
      .bearerToken(superAdmin)
      .json({
        commonName: 'Enseigne éphémère',
        corporateName: 'Enseigne éphémère SAS',
        siret: '12345678901234',
        shareCapital: 1000,
        status: 'active',
        street: '1 rue de la Paix',
        zipCode: '75002',
        city: 'Paris',
        country: 'FR',
        paymentIssuer: 'retailer',
        transportContractHolder: 'buyer',
        modules: ['tim'],
        premiumFeatures: [],
      })
    created.assertStatus(201)
    const accountId = created.body().id
    const user = await User.create({
      accountId,
      email: 'admin@enseigne-ephemere.test',
      firstname: 'Éphémère',
      lastname: 'Admin',
      status: 'active',
      password: null,
      isAnonymous: false,
      forceConnectionBySso: false,
    })
    await UserModule.create({ userId: user.id, module: 'tim', role: 'admin', organizationId: null })
    const token = (await User.accessTokens.create(user)).value!.release()
    ;(await client.get('/api/auth/me').bearerToken(token)).assertStatus(200)
    ;(await client.get('/api/auth/me').bearerToken(token)).assertStatus(200)

    // As the account deletion removes it: one statement, the rest by foreign-key cascades.
    await db.from('accounts').where('id', accountId).delete()
    assert.isNull(await db.from('users').where('id', user.id).first())
    ;(await client.get('/api/auth/me').bearerToken(token)).assertStatus(401)
  })
})
