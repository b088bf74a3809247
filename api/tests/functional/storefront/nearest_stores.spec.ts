import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { anonymousToken } from '#tests/helpers/demo'
import { queriesOf } from '#tests/helpers/statements'

type NearStore = { name: string; city: string; distanceKm: number }

const demoAccountId = async () => (await User.findByOrFail('email', 'admin@demo-retail.test')).accountId

/** Stores of the demo retailer spread over France, as the large seed makes them, written in batches. */
async function addStores(count: number) {
  const accountId = await demoAccountId()
  const unit = await db
    .from('organizations')
    .where({ account_id: accountId, type: 'management_unit' })
    .first()
  const now = new Date()
  for (let start = 0; start < count; start += 250) {
    await db.table('organizations').multiInsert(
      Array.from({ length: Math.min(250, count - start) }, (_, offset) => {
        const index = start + offset
        return {
          account_id: accountId,
          parent_id: unit.id,
          path: `${unit.path}${unit.id}/`,
          type: 'store',
          module_type: 'tim',
          status: 'active',
          country: 'FR',
          common_name: `Magasin ${index + 1}`,
          city: `Ville ${index + 1}`,
          zip_code: String(10000 + ((index * 37) % 85000)).padStart(5, '0'),
          latitude: (42.5 + ((index * 7919) % 8500) / 1000).toFixed(6),
          longitude: (-4.5 + ((index * 104729) % 12000) / 1000).toFixed(6),
          created_at: now,
          updated_at: now,
        }
      })
    )
  }
}

test.group('Storefront / nearest stores', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('near a postcode, a city or a position: the nearest stores first, with their distance', async ({
    client,
    assert,
  }) => {
    const token = await anonymousToken(client)
    const near = async (place: string) => {
      const response = await client.get('/api/storefront/stores').qs({ near: place }).bearerToken(token)
      response.assertStatus(200)
      return response.body() as NearStore[]
    }
    const lyon = await near('69003')
    assert.equal(lyon[0].name, 'Lyon Part-Dieu')
    assert.isBelow(lyon[0].distanceKm, 1)
    const distances = lyon.map((store) => store.distanceKm)
    assert.deepEqual(
      distances,
      [...distances].sort((a, b) => a - b)
    )
    // Marseille is about 280 km from Lyon, Paris about 390.
    assert.closeTo(lyon.find((store) => store.city === 'Marseille')!.distanceKm, 278, 10)

    assert.equal((await near('marseille'))[0].name, 'Marseille Vieux-Port')
    assert.equal((await near('48.8606, 2.3376'))[0].name, 'Paris Rivoli')
    // A postcode no entity carries: the middle of its department's (Paris for 75020).
    assert.equal((await near('75020'))[0].city, 'Paris')
    // Another client's store is never among them, however near.
    const bordeaux = await near('44.84,-0.57')
    assert.notInclude(
      bordeaux.map((store) => store.name),
      'Bordeaux Sainte-Catherine'
    )
  })

  test('a place the client does not know, or a text too long, is refused with a message', async ({
    client,
  }) => {
    const token = await anonymousToken(client)
    const unknown = await client
      .get('/api/storefront/stores')
      .qs({ near: 'Atlantide' })
      .bearerToken(token)
      .header('Accept-Language', 'en')
    unknown.assertStatus(422)
    unknown.assertBodyContains({
      code: 'place_not_found',
      message: 'We cannot find this place: enter a postcode or a city, or share your position.',
    })
    const long = await client
      .get('/api/storefront/stores')
      .qs({ near: 'x'.repeat(101) })
      .bearerToken(token)
    long.assertStatus(422)
    long.assertBodyContains({ errors: {} })
  })

  test('with 2,000 stores, only those of a box around the place are read, through the index', async ({
    client,
    assert,
  }) => {
    await addStores(2000)
    const token = await anonymousToken(client)
    let body: NearStore[] = []
    const queries = await queriesOf(async () => {
      const response = await client.get('/api/storefront/stores').qs({ near: '69003' }).bearerToken(token)
      response.assertStatus(200)
      body = response.body()
    })
    assert.lengthOf(body, 10)
    assert.equal(body[0].name, 'Lyon Part-Dieu')
    const search = queries.filter(
      (query) => /from [`"]organizations[`"]/i.test(query.sql) && /latitude[`"]? between/i.test(query.sql)
    )
    assert.isAbove(search.length, 0, 'the stores are read by a box of positions')
    const sqlite = db.connection().dialect.name.includes('sqlite')
    for (const query of search) {
      const plan = await db.rawQuery(
        `${sqlite ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN'} ${query.sql}`,
        query.bindings
      )
      const text = JSON.stringify(sqlite ? plan : plan[0])
      assert.include(text, 'organizations_account_type_position_index')
    }
    // The last box read holds a small part of the account's stores.
    const last = search[search.length - 1]
    const read = await db.rawQuery(last.sql, last.bindings)
    const rows = sqlite ? read : read[0]
    assert.isAbove(rows.length, 9)
    assert.isBelow(rows.length, 200)
  })
})
