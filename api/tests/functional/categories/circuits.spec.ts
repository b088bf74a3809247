import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Circuit from '#models/circuit'
import { adminToken, categoryNamed, circuitsOf, demoRetail, newCategoryBody } from './fixtures.js'

async function activeOn(categoryId: number) {
  const rows = await db.from('category_circuits').where({ category_id: categoryId, active: true })
  return rows.map((row) => Number(row.circuit_id)).sort((a, b) => a - b)
}

test.group('Categories / circuits', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a circuit is activated and deactivated on a category without products', async ({
    client,
    assert,
  }) => {
    const token = await adminToken(client)
    const { account } = await demoRetail()
    const circuits = await circuitsOf(account.id)
    const created = await client
      .post('/api/categories')
      .bearerToken(token)
      .json(await newCategoryBody())
    const id = created.body().id

    const on = await client
      .post(`/api/categories/${id}/circuits/${circuits.store_drop.id}`)
      .bearerToken(token)
    on.assertStatus(200)
    on.assertBodyContains({ circuits: [{ id: circuits.store_drop.id, code: 'store_drop', active: true }] })
    ;(
      await client.post(`/api/categories/${id}/circuits/${circuits.web_drop.id}`).bearerToken(token)
    ).assertStatus(200)
    assert.deepEqual(
      await activeOn(id),
      [circuits.store_drop.id, circuits.web_drop.id].sort((a, b) => a - b)
    )

    const off = await client
      .delete(`/api/categories/${id}/circuits/${circuits.web_drop.id}`)
      .bearerToken(token)
    off.assertStatus(200)
    off.assertBodyContains({ circuits: [{ id: circuits.web_drop.id, active: false }] })
    assert.deepEqual(await activeOn(id), [circuits.store_drop.id])
  })

  test('only one store-drop circuit can be active on a category', async ({ client, assert }) => {
    const token = await adminToken(client)
    const { account } = await demoRetail()
    const circuits = await circuitsOf(account.id)
    const second = await Circuit.create({
      accountId: account.id,
      code: 'store_drop',
      name: 'Magasin – second comptoir',
      channel: 'store',
      deposit: 'drop',
      eligibleCountries: ['FR'],
      transferOrderNumberOfCopy: 1,
      depositBonus: 0,
      status: 'active',
    })
    const xbox = await categoryNamed('xbox')
    const response = await client.post(`/api/categories/${xbox.id}/circuits/${second.id}`).bearerToken(token)
    response.assertStatus(409)
    response.assertBody({
      code: 'category_store_drop_unique',
      message: 'Un seul circuit de dépôt en magasin peut être actif sur une catégorie.',
    })
    assert.notInclude(await activeOn(xbox.id), second.id)
    assert.include(await activeOn(xbox.id), circuits.store_drop.id)
  })

  test('a web-drop circuit needs an active store-drop circuit', async ({ client }) => {
    const token = await adminToken(client)
    const { account } = await demoRetail()
    const circuits = await circuitsOf(account.id)
    const created = await client
      .post('/api/categories')
      .bearerToken(token)
      .json(await newCategoryBody())
    const id = created.body().id
    const alone = await client
      .post(`/api/categories/${id}/circuits/${circuits.web_drop.id}`)
      .bearerToken(token)
    alone.assertStatus(409)
    alone.assertBodyContains({ code: 'category_web_drop_needs_store_drop' })

    await client.post(`/api/categories/${id}/circuits/${circuits.store_drop.id}`).bearerToken(token)
    await client.post(`/api/categories/${id}/circuits/${circuits.web_drop.id}`).bearerToken(token)
    const removeStoreDrop = await client
      .delete(`/api/categories/${id}/circuits/${circuits.store_drop.id}`)
      .bearerToken(token)
    removeStoreDrop.assertStatus(409)
    removeStoreDrop.assertBodyContains({ code: 'category_web_drop_needs_store_drop' })
  })

  test('a circuit in use by the category cannot be deactivated', async ({ client, assert }) => {
    const { account } = await demoRetail()
    const circuits = await circuitsOf(account.id)
    const xbox = await categoryNamed('xbox')
    const response = await client
      .delete(`/api/categories/${xbox.id}/circuits/${circuits.web_post.id}`)
      .bearerToken(await adminToken(client))
      .header('Accept-Language', 'en')
    response.assertStatus(409)
    response.assertBody({
      code: 'category_circuit_in_use',
      message:
        'This circuit is in use by the category (published products or buy-backs in progress): it cannot be deactivated.',
    })
    assert.include(await activeOn(xbox.id), circuits.web_post.id)
  })

  test('open buy-backs on the circuit keep it in use once the products are unpublished', async ({
    client,
  }) => {
    const token = await adminToken(client)
    const open = await db
      .from('buybacks')
      .whereNotIn('status', ['bb_cancelled', 'bb_completed', 'bb_not_completed'])
      .whereNotNull('category_id')
      .whereNotNull('circuit_id')
      .select('category_id', 'circuit_id')
      .first()
    await db.from('products').where('category_id', open.category_id).update({ status: 'draft' })
    const response = await client
      .delete(`/api/categories/${open.category_id}/circuits/${open.circuit_id}`)
      .bearerToken(token)
    response.assertStatus(409)
    response.assertBodyContains({ code: 'category_circuit_in_use' })
  })

  test('a circuit of another account is not found', async ({ client }) => {
    const xbox = await categoryNamed('xbox')
    const other = await db.from('circuits').whereNot('account_id', xbox.accountId).select('id').first()
    const id = other?.id ?? 999999
    ;(
      await client.post(`/api/categories/${xbox.id}/circuits/${id}`).bearerToken(await adminToken(client))
    ).assertStatus(404)
  })
})
