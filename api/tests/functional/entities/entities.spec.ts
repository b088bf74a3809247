import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Organization from '#models/organization'
import { validationRefusal } from '#tests/helpers/validation'
import {
  AccountFactory,
  bareRetailer,
  OrganizationFactory,
  readyClient,
  tokenFor,
} from '#tests/helpers/factories'

/** A ready client whose root holds two management units, the first with a store. */
async function clientTree() {
  const ready = await readyClient()
  const under = (parent: Organization, commonName: string, state: 'unit' | 'store') =>
    OrganizationFactory.apply(state)
      .merge({ accountId: ready.account.id, parentId: parent.id, commonName })
      .create()
  const idf = await under(ready.root, 'Direction Île-de-France', 'unit')
  const south = await under(ready.root, 'Direction Sud-Est', 'unit')
  const rivoli = await under(idf, 'Paris Rivoli', 'store')
  await ready.root.merge({ commonName: 'Siège' }).save()
  await ready.workshop.merge({ commonName: 'Atelier Lille-Lesquin' }).save()
  const byName = new Map([idf, south, rivoli, ready.root, ready.workshop].map((one) => [one.commonName, one]))
  return {
    ...ready,
    /** The entity as the database holds it now. */
    entity: (name: string) => Organization.findOrFail(byName.get(name)!.id),
    adminToken: await tokenFor(ready.users.admin),
  }
}

const newStore = (parentId: number) => ({
  type: 'store',
  parentId,
  commonName: 'Paris Bastille',
  externalId: 'PB-001',
  street: '12 rue de la Roquette',
  zipCode: '75011',
  city: 'Paris',
  country: 'FR',
  latitude: 48.853,
  longitude: 2.372,
})

test.group('Entities', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the list reads as the tree of the account, each entity with its depth', async ({
    client,
    assert,
  }) => {
    const tree = await clientTree()
    const response = await client.get('/api/entities?_start=0&_end=100').bearerToken(tree.adminToken)
    response.assertStatus(200)
    const names = response.body().map((row: { commonName: string }) => row.commonName)
    const root = names.indexOf('Siège')
    const unit = names.indexOf('Direction Île-de-France')
    const store = names.indexOf('Paris Rivoli')
    assert.isTrue(root < unit && unit < store, names.join(', '))
    assert.equal(response.body()[store].depth, 2)
    assert.notInclude(names, tree.buyer.entity.commonName)
  })

  test('an admin creates a store under a management unit; module and path follow', async ({
    client,
    assert,
  }) => {
    const tree = await clientTree()
    const unit = await tree.entity('Direction Île-de-France')
    const response = await client.post('/api/entities').bearerToken(tree.adminToken).json(newStore(unit.id))
    response.assertStatus(201)
    response.assertBodyContains({ type: 'store', moduleType: 'tim', parentId: unit.id, depth: 2 })
    const created = await Organization.findOrFail(response.body().id)
    assert.equal(created.path, `${unit.path}${unit.id}/`)
  })

  test('only a store has a default workshop, one of its account', async ({ client, assert }) => {
    const tree = await clientTree()
    const token = tree.adminToken
    const unit = await tree.entity('Direction Île-de-France')
    const workshop = tree.workshop
    const store = await client
      .post('/api/entities')
      .bearerToken(token)
      .json({ ...newStore(unit.id), defaultWarehouseId: workshop.id })
    store.assertStatus(201)
    assert.equal(store.body().defaultWarehouseId, workshop.id)

    const refused = await client
      .post('/api/entities')
      .bearerToken(token)
      .header('Accept-Language', 'fr')
      .json({ type: 'warehouse', commonName: 'Atelier Nord', country: 'FR', defaultWarehouseId: workshop.id })
    refused.assertStatus(422)
    refused.assertBody(
      validationRefusal(refused, {
        errors: { defaultWarehouseId: 'Seul un magasin a un atelier par défaut : laissez le champ vide.' },
      })
    )
  })

  test('a store only under a management unit, a management unit only under another', async ({ client }) => {
    const tree = await clientTree()
    const token = tree.adminToken
    const store = await tree.entity('Paris Rivoli')
    const workshop = await tree.entity('Atelier Lille-Lesquin')
    const underStore = await client
      .post('/api/entities')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json(newStore(store.id))
    underStore.assertStatus(422)
    underStore.assertBody(
      validationRefusal(underStore, { errors: { parentId: 'A store attaches to a management unit.' } })
    )

    const unit = await client
      .post('/api/entities')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ type: 'management_unit', parentId: workshop.id, commonName: 'Direction Nord', country: 'FR' })
    unit.assertBody(
      validationRefusal(unit, {
        errors: { parentId: 'A management unit attaches to another management unit.' },
      })
    )

    const orphan = await client
      .post('/api/entities')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ ...newStore(store.id), parentId: null })
    orphan.assertBody(
      validationRefusal(orphan, { errors: { parentId: 'A store attaches to a management unit.' } })
    )

    const workshopWithParent = await client
      .post('/api/entities')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ type: 'warehouse', parentId: store.id, commonName: 'Atelier Nord', country: 'FR' })
    workshopWithParent.assertBody(
      validationRefusal(workshopWithParent, {
        errors: { parentId: 'This type of entity has no parent: leave the field empty.' },
      })
    )
  })

  test('external id at most 45 characters and unique; coordinates within bounds', async ({ client }) => {
    const tree = await clientTree()
    const token = tree.adminToken
    const unit = await tree.entity('Direction Île-de-France')
    const rivoli = await tree.entity('Paris Rivoli')
    await rivoli.merge({ externalId: 'RIV-01' }).save()
    const taken = await client
      .post('/api/entities')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ ...newStore(unit.id), externalId: 'RIV-01', latitude: 95, longitude: -181 })
    taken.assertStatus(422)
    taken.assertBody(
      validationRefusal(taken, {
        errors: {
          externalId: 'External identifier already exists.',
          latitude: 'The latitude must be between -90 and 90.',
          longitude: 'The longitude must be between -180 and 180.',
        },
      })
    )
    const long = await client
      .post('/api/entities')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ ...newStore(unit.id), externalId: 'x'.repeat(46) })
    long.assertBodyContains({
      errors: { externalId: 'The external identifier field must be at most 45 characters long.' },
    })
  })

  test('type and buyer are fixed; moving a unit moves the stores below it', async ({ client, assert }) => {
    const tree = await clientTree()
    const token = tree.adminToken
    const idf = await tree.entity('Direction Île-de-France')
    const south = await tree.entity('Direction Sud-Est')
    const moved = await client.put(`/api/entities/${idf.id}`).bearerToken(token).json({
      commonName: idf.commonName,
      country: 'FR',
      parentId: south.id,
      type: 'store',
      buyerAccountId: 999,
    })
    moved.assertStatus(200)
    moved.assertBodyContains({ type: 'management_unit', parentId: south.id })
    const rivoli = await tree.entity('Paris Rivoli')
    assert.equal(rivoli.path, `${south.path}${south.id}/${idf.id}/`)

    const loop = await client
      .put(`/api/entities/${south.id}`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ commonName: south.commonName, country: 'FR', parentId: idf.id })
    loop.assertBody(
      validationRefusal(loop, {
        errors: { parentId: 'An entity cannot be placed below itself or one of its sub-entities.' },
      })
    )
  })

  test('the tree order follows the writes: a new store, a unit moved with its stores', async ({
    client,
    assert,
  }) => {
    const tree = await clientTree()
    const token = tree.adminToken
    const idf = await tree.entity('Direction Île-de-France')
    const south = await tree.entity('Direction Sud-Est')
    ;(await client.post('/api/entities').bearerToken(token).json(newStore(idf.id))).assertStatus(201)
    const moved = await client
      .put(`/api/entities/${idf.id}`)
      .bearerToken(token)
      .json({ commonName: idf.commonName, country: 'FR', parentId: south.id })
    moved.assertStatus(200)

    // Each entity's own path sorted as text, as the tree order is defined (depth first).
    const entities = await Organization.query().where('account_id', idf.accountId)
    const byPath = entities
      .map((one) => ({ id: one.id, path: `${one.path}${one.id}/` }))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
      .map((one) => one.id)
    for (const order of ['ASC', 'DESC']) {
      const listed = await client
        .get('/api/entities')
        .qs({ _start: 0, _end: 500, _sort: 'tree', _order: order })
        .bearerToken(token)
      listed.assertStatus(200)
      const ids = listed.body().map((row: { id: number }) => row.id)
      assert.deepEqual(ids, order === 'ASC' ? byPath : [...byPath].reverse())
    }
  })

  test("another retailer's admin neither sees nor edits them; a seller may not create", async ({
    client,
  }) => {
    const tree = await clientTree()
    const other = await tokenFor((await bareRetailer()).admin)
    const rivoli = await tree.entity('Paris Rivoli')
    ;(await client.get(`/api/entities/${rivoli.id}`).bearerToken(other)).assertStatus(404)
    ;(
      await client
        .put(`/api/entities/${rivoli.id}`)
        .bearerToken(other)
        .json({ commonName: 'Pris', country: 'FR' })
    ).assertStatus(404)
    ;(await client.get(`/api/entities/${rivoli.id}`).bearerToken(tree.adminToken)).assertStatus(200)
    const seller = await tokenFor(tree.users.seller)
    const unit = await tree.entity('Direction Île-de-France')
    ;(await client.post('/api/entities').bearerToken(seller).json(newStore(unit.id))).assertStatus(403)
  })

  test('an entity’s buyer is one the account is linked to, as for categories', async ({ client }) => {
    const tree = await clientTree()
    const token = tree.adminToken
    const unit = await tree.entity('Direction Île-de-France')
    const stranger = await AccountFactory.with('modules', 1, (held) => held.merge({ module: 'lcm' })).create()
    const refused = await client
      .post('/api/entities')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ ...newStore(unit.id), buyerAccountId: stranger.id })
    refused.assertStatus(422)
    refused.assertBodyContains({ errors: { buyerAccountId: 'This value does not exist.' } })
    const linked = await client
      .post('/api/entities')
      .bearerToken(token)
      .json({ ...newStore(unit.id), buyerAccountId: tree.buyer.account.id })
    linked.assertStatus(201)
  })
})
