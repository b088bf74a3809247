import { test } from '@japa/runner'
import Category from '#models/category'
import { adminToken, categoryNamed } from './fixtures.js'

test.group('Categories / list', () => {
  test('the list is paginated with its total and sorted on the label by default', async ({
    client,
    assert,
  }) => {
    const response = await client
      .get('/api/categories')
      .qs({ _start: 0, _end: 5 })
      .bearerToken(await adminToken(client))
    response.assertStatus(200)
    const total = await Category.query().count('* as total')
    assert.equal(response.header('x-total-count'), String(total[0].$extras.total))
    const labels = response.body().map((row: { label: string }) => row.label)
    assert.lengthOf(labels, 5)
    const all = await Category.query().orderBy('label').limit(5)
    assert.deepEqual(
      labels,
      all.map((category) => category.label)
    )
  })

  test('it sorts on the identifier descending and pages on', async ({ client, assert }) => {
    const response = await client
      .get('/api/categories')
      .qs({ _start: 3, _end: 6, _sort: 'identifier', _order: 'DESC' })
      .bearerToken(await adminToken(client))
    const expected = await Category.query().orderBy('identifier', 'desc').offset(3).limit(3)
    assert.deepEqual(
      response.body().map((row: { identifier: string }) => row.identifier),
      expected.map((category) => category.identifier)
    )
  })

  test('it filters on q, parentId, status and id', async ({ client, assert }) => {
    const token = await adminToken(client)
    const search = await client.get('/api/categories').qs({ q: 'galaxy' }).bearerToken(token)
    assert.sameMembers(
      search.body().map((row: { identifier: string }) => row.identifier),
      ['samsung-galaxy', 'samsung-galaxy-tab']
    )
    const consoles = await categoryNamed('consoles')
    const children = await client.get('/api/categories').qs({ parentId: consoles.id }).bearerToken(token)
    assert.sameMembers(
      children.body().map((row: { identifier: string }) => row.identifier),
      ['playstation', 'xbox', 'nintendo']
    )
    assert.equal(children.header('x-total-count'), '3')
    const roots = await client.get('/api/categories').qs({ parentId: 'null' }).bearerToken(token)
    assert.deepEqual(
      roots.body().map((row: { identifier: string }) => row.identifier),
      ['catalogue']
    )

    const xbox = await categoryNamed('xbox')
    await xbox.merge({ status: 'inactive' }).save()
    try {
      const inactive = await client.get('/api/categories').qs({ status: 'inactive' }).bearerToken(token)
      assert.deepEqual(
        inactive.body().map((row: { id: number }) => row.id),
        [xbox.id]
      )
    } finally {
      await xbox.merge({ status: 'active' }).save()
    }
    const many = await client.get(`/api/categories?id=${consoles.id}&id=${xbox.id}`).bearerToken(token)
    assert.sameMembers(
      many.body().map((row: { id: number }) => row.id),
      [consoles.id, xbox.id]
    )
  })

  test('each row carries its question count and whether it has children', async ({ client }) => {
    const smartphones = await categoryNamed('smartphones')
    const response = await client
      .get('/api/categories')
      .qs({ id: smartphones.id })
      .bearerToken(await adminToken(client))
    response.assertBodyContains([{ id: smartphones.id, hasChildren: true, questionCount: 5 }])
  })
})
