import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import { tokenOf } from '#tests/helpers/demo'

/**
 * A workshop role's workshops are kept in the API process while no entity changes
 * (services/tenancy/kept_workshops.ts): its lists read no entity at their next request, and an entity
 * written straight to the database, never through the process's models, shows at the request after.
 */
const ADMIN = 'admin@demo-retail.test'

/** The statements a request runs, as knex's query listeners see them. */
async function statementsOf(run: () => Promise<unknown>) {
  const seen: string[] = []
  const listener = (query: { sql: string }) => seen.push(query.sql)
  const knex = db.connection().getWriteClient()
  knex.on('query', listener)
  try {
    await run()
  } finally {
    knex.off('query', listener)
  }
  return seen
}

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

test.group('Tenancy / workshops kept between requests', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("the next request of a workshop role's list reads no entity", async ({ client, assert }) => {
    const token = await tokenOf(client, ADMIN)
    assert.isTrue(readsWorkshops(await statementsOf(() => held(client, token))))
    assert.isFalse(readsWorkshops(await statementsOf(() => held(client, token))))
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
    const copy = { ...workshop }
    delete copy.id
    const [created] = await db
      .table('organizations')
      .insert({ ...copy, common_name: 'Atelier ouvert ce jour', external_id: 'DR-WH-NEW', stock_id: null })
      .returning('id')
    const createdId = typeof created === 'object' ? created.id : created
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
})
