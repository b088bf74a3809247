import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { tokenOf } from '#tests/helpers/demo'
import { destinationOf } from '#services/warehouse_dispatch'

const demoAccount = () => db.from('accounts').where('common_name', 'Demo Retail').firstOrFail()
const workshopsOf = (accountId: number) =>
  db.from('organizations').where({ account_id: accountId, type: 'warehouse' }).orderBy('id')

test.group('Warehouse dispatch rules', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an administrator creates a rule that the dispatch module then follows', async ({
    client,
    assert,
  }) => {
    const account = await demoAccount()
    const [lille, lyon] = await workshopsOf(account.id)
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const item = { brand: 'zorglub', categoryIds: [], circuit: 'web_post', productState: 'E' }
    const before = await destinationOf(account.id, item)
    const options = await client.get('/api/warehouse-dispatch-rules/form-options').bearerToken(token)
    options.assertStatus(200)
    assert.includeMembers(options.body().productStates, ['A', 'functional'])
    assert.include(options.body().circuits, 'store_drop')
    assert.include(options.body().brands, 'Apple')

    const created = await client
      .post('/api/warehouse-dispatch-rules')
      .bearerToken(token)
      .json({
        title: 'Marque Zorglub vers Lille',
        position: 0,
        destinationWarehouseIds: [lille.id, lyon.id],
        defaultWarehouseId: lille.id,
        conditions: [
          { attribute: 'brand', operator: 'in', values: ['Zorglub'] },
          { attribute: 'productState', operator: 'notIn', values: ['E'] },
        ],
      })
    created.assertStatus(201)
    created.assertBodyContains({
      title: 'Marque Zorglub vers Lille',
      status: 'enabled',
      defaultWarehouseId: lille.id,
      conditions: [{ attribute: 'brand', operator: 'in', values: ['Zorglub'] }, {}],
    })
    assert.sameMembers(created.body().destinationWarehouseIds, [lille.id, lyon.id])
    assert.equal(await destinationOf(account.id, { ...item, productState: 'A' }), lille.id)
    assert.equal(await destinationOf(account.id, item), before)

    const list = await client.get('/api/warehouse-dispatch-rules?_start=0&_end=50').bearerToken(token)
    assert.equal(list.body()[0].id, created.body().id)

    const updated = await client
      .put(`/api/warehouse-dispatch-rules/${created.body().id}`)
      .bearerToken(token)
      .json({
        title: 'Marque Zorglub vers Lyon',
        status: 'disabled',
        destinationWarehouseIds: [lyon.id],
        conditions: [{ attribute: 'brand', operator: 'in', values: ['Zorglub'] }],
      })
    updated.assertStatus(200)
    updated.assertBodyContains({ status: 'disabled', destinationWarehouseIds: [lyon.id], position: 0 })
    assert.equal(await destinationOf(account.id, { ...item, productState: 'A' }), before)

    const removed = await client
      .delete(`/api/warehouse-dispatch-rules/${created.body().id}`)
      .bearerToken(token)
    removed.assertStatus(200)
    const gone = await db.from('warehouse_dispatch_conditions').where('rule_id', created.body().id)
    assert.lengthOf(gone, 0)
  })

  test('title, a condition, values and a workshop are required; codes and workshops are checked', async ({
    client,
  }) => {
    const account = await demoAccount()
    const [lille, lyon] = await workshopsOf(account.id)
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const empty = await client
      .post('/api/warehouse-dispatch-rules')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ title: '', destinationWarehouseIds: [], conditions: [] })
    empty.assertStatus(422)
    empty.assertBodyContains({
      errors: {
        title: 'The title field is required.',
        destinationWarehouseIds: 'Choose at least one destination workshop.',
        conditions: 'Add at least one condition.',
      },
    })

    const other = await db
      .from('organizations')
      .where('type', 'warehouse')
      .whereNot('account_id', account.id)
      .first()
    const wrong = await client
      .post('/api/warehouse-dispatch-rules')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({
        title: 'Règle',
        destinationWarehouseIds: [lyon.id, ...(other ? [other.id] : [999_999])],
        defaultWarehouseId: lille.id,
        conditions: [
          { attribute: 'circuit', operator: 'in', values: ['by_pigeon'] },
          { attribute: 'category', operator: 'in', values: ['999999'] },
          { attribute: 'brand', operator: 'in', values: [] },
          { attribute: 'colour', operator: 'like', values: ['red'] },
        ],
      })
    wrong.assertStatus(422)
    wrong.assertBodyContains({
      errors: {
        'conditions.2.values': 'Give at least one value.',
        'conditions.3.attribute': 'The value chosen for attribute is not valid.',
        'conditions.3.operator': 'The value chosen for operator is not valid.',
      },
    })
    const checked = await client
      .post('/api/warehouse-dispatch-rules')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({
        title: 'Règle',
        destinationWarehouseIds: [lyon.id, ...(other ? [other.id] : [999_999])],
        defaultWarehouseId: lille.id,
        conditions: [
          { attribute: 'circuit', operator: 'in', values: ['by_pigeon'] },
          { attribute: 'category', operator: 'in', values: ['999999'] },
        ],
      })
    checked.assertStatus(422)
    checked.assertBodyContains({
      errors: {
        destinationWarehouseIds: 'This value does not exist.',
        defaultWarehouseId: 'The default workshop must be one of the destination workshops.',
        'conditions.0.values': 'Unknown value: choose among the values offered.',
        'conditions.1.values': 'This value does not exist.',
      },
    })
  })

  test('a workshop manager reads the rules but cannot change them; other accounts see none', async ({
    client,
    assert,
  }) => {
    const manager = await tokenOf(client, 'wh.manager@demo-retail.test')
    const list = await client.get('/api/warehouse-dispatch-rules').bearerToken(manager)
    list.assertStatus(200)
    assert.isAbove(list.body().length, 0)
    const refused = await client
      .post('/api/warehouse-dispatch-rules')
      .bearerToken(manager)
      .json({ title: 'x', destinationWarehouseIds: [1], conditions: [] })
    refused.assertStatus(403)

    const other = await tokenOf(client, 'admin@other-retail.test')
    const otherList = await client.get('/api/warehouse-dispatch-rules').bearerToken(other)
    otherList.assertStatus(200)
    assert.lengthOf(otherList.body(), 0)
    const hidden = await client.get(`/api/warehouse-dispatch-rules/${list.body()[0].id}`).bearerToken(other)
    hidden.assertStatus(404)
  })
})

test.group('Dispatch circuit rules', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the list gives each rule its categories and circuit channel; the admin edits one', async ({
    client,
    assert,
  }) => {
    const account = await demoAccount()
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const list = await client.get('/api/dispatch-circuit-rules').bearerToken(token)
    list.assertStatus(200)
    const [rule] = list.body()
    assert.equal(rule.circuit.channel, 'web')
    assert.includeMembers(rule.categoryLabels, ['Smartphones', 'Tablettes'])

    const categories = await db.from('categories').where('account_id', account.id).orderBy('id').limit(2)
    const updated = await client
      .put(`/api/dispatch-circuit-rules/${rule.id}`)
      .bearerToken(token)
      .json({
        circuitId: rule.circuitId,
        description: 'Petits produits par La Poste',
        categoryIds: categories.map((category) => category.id),
        eligibleCountries: ['fr', 'BE'],
        instructions: [{ label: 'Emballez soigneusement', type: 'protect' }],
        status: 'disabled',
      })
    updated.assertStatus(200)
    updated.assertBodyContains({
      description: 'Petits produits par La Poste',
      eligibleCountries: ['FR', 'BE'],
      instructions: [{ label: 'Emballez soigneusement', type: 'protect' }],
      status: 'disabled',
      categoryLabels: categories.map((category) => category.label).sort((a, b) => a.localeCompare(b)),
    })
    const removed = await client.delete(`/api/dispatch-circuit-rules/${rule.id}`).bearerToken(token)
    removed.assertStatus(200)
    assert.isNull(await db.from('dispatch_circuit_rules').where('id', rule.id).first())
    assert.sameMembers(
      updated.body().categoryIds,
      categories.map((category) => category.id)
    )
  })

  test('a rule needs a category and the account circuit; the description has no markup', async ({
    client,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const response = await client
      .post('/api/dispatch-circuit-rules')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ circuitId: 999_999, description: '<b>x</b>', categoryIds: [], eligibleCountries: ['FR'] })
    response.assertStatus(422)
    response.assertBodyContains({
      errors: {
        description: 'The description field must not contain markup (< or >).',
        categoryIds: 'Choose at least one category.',
      },
    })
    const seller = await tokenOf(client, 'seller@demo-retail.test')
    const refused = await client.get('/api/dispatch-circuit-rules').bearerToken(seller)
    refused.assertStatus(403)
  })
})
