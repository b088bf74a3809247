import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Category from '#models/category'
import DiagnosticQuestion from '#models/diagnostic_question'
import { clientCatalogue } from './fixtures.js'

test.group('Categories / list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the list is paginated with its total and sorted on the label by default', async ({
    client,
    assert,
  }) => {
    const catalogue = await clientCatalogue()
    for (const label of ['Consoles', 'Montres', 'Audio']) await catalogue.under(catalogue.root, { label })
    const response = await client
      .get('/api/categories')
      .qs({ _start: 0, _end: 5 })
      .bearerToken(catalogue.adminToken)
    response.assertStatus(200)
    assert.equal(response.header('x-total-count'), '7')
    const labels = response.body().map((row: { label: string }) => row.label)
    assert.lengthOf(labels, 5)
    const all = await Category.query().where('account_id', catalogue.account.id).orderBy('label').limit(5)
    assert.deepEqual(
      labels,
      all.map((category) => category.label)
    )
  })

  test('it sorts on the identifier descending and pages on', async ({ client, assert }) => {
    const catalogue = await clientCatalogue()
    for (const label of ['Consoles', 'Montres', 'Audio']) await catalogue.under(catalogue.root, { label })
    const response = await client
      .get('/api/categories')
      .qs({ _start: 3, _end: 6, _sort: 'identifier', _order: 'DESC' })
      .bearerToken(catalogue.adminToken)
    const expected = await Category.query()
      .where('account_id', catalogue.account.id)
      .orderBy('identifier', 'desc')
      .offset(3)
      .limit(3)
    assert.lengthOf(expected, 3)
    assert.deepEqual(
      response.body().map((row: { identifier: string }) => row.identifier),
      expected.map((category) => category.identifier)
    )
  })

  test('it filters on q, parentId, status and id', async ({ client, assert }) => {
    const catalogue = await clientCatalogue()
    const token = catalogue.adminToken
    const { root, phones, tablets } = catalogue
    const galaxy = await catalogue.under(phones, { label: 'Samsung Galaxy', identifier: 'samsung-galaxy' })
    const tab = await catalogue.under(tablets, { label: 'Galaxy Tab', identifier: 'samsung-galaxy-tab' })
    const search = await client.get('/api/categories').qs({ q: 'galaxy' }).bearerToken(token)
    assert.sameMembers(
      search.body().map((row: { id: number }) => row.id),
      [galaxy.id, tab.id]
    )
    const children = await client.get('/api/categories').qs({ parentId: root.id }).bearerToken(token)
    assert.sameMembers(
      children.body().map((row: { id: number }) => row.id),
      [phones.id, tablets.id]
    )
    assert.equal(children.header('x-total-count'), '2')
    const roots = await client.get('/api/categories').qs({ parentId: 'null' }).bearerToken(token)
    assert.deepEqual(
      roots.body().map((row: { id: number }) => row.id),
      [root.id]
    )

    await tab.merge({ status: 'inactive' }).save()
    const inactive = await client.get('/api/categories').qs({ status: 'inactive' }).bearerToken(token)
    assert.deepEqual(
      inactive.body().map((row: { id: number }) => row.id),
      [tab.id]
    )
    const many = await client.get(`/api/categories?id=${phones.id}&id=${tab.id}`).bearerToken(token)
    assert.sameMembers(
      many.body().map((row: { id: number }) => row.id),
      [phones.id, tab.id]
    )
  })

  test('each row carries its question count and whether it has children', async ({ client }) => {
    const catalogue = await clientCatalogue()
    const { phones, iphone } = catalogue
    for (const position of [0, 1]) {
      await DiagnosticQuestion.create({
        categoryId: phones.id,
        position,
        title: { fr: `Question ${position}` },
        status: 'active',
      })
    }
    const response = await client
      .get('/api/categories')
      .qs({ id: [phones.id, iphone.id] })
      .bearerToken(catalogue.adminToken)
    response.assertBodyContains([
      { id: iphone.id, hasChildren: false, questionCount: 0 },
      { id: phones.id, hasChildren: true, questionCount: 2 },
    ])
  })
})
