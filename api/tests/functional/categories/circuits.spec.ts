import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { adminToken, circuitFor, clientCatalogue } from './fixtures.js'
import { bareRetailer, CircuitFactory } from '#tests/helpers/factories'

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
    const catalogue = await clientCatalogue()
    const token = catalogue.adminToken
    const circuits = { store_drop: catalogue.circuit, web_drop: await circuitFor(catalogue, 'web_drop') }
    const { id } = await catalogue.under(catalogue.phones)

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
    const catalogue = await clientCatalogue()
    const token = catalogue.adminToken
    const circuits = { store_drop: catalogue.circuit }
    const second = await circuitFor(catalogue, 'store_drop', { name: 'Magasin – second comptoir' })
    const xbox = catalogue.root
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
    const catalogue = await clientCatalogue()
    const token = catalogue.adminToken
    const circuits = { store_drop: catalogue.circuit, web_drop: await circuitFor(catalogue, 'web_drop') }
    const { id } = await catalogue.under(catalogue.phones)
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
    const catalogue = await clientCatalogue()
    const webPost = await circuitFor(catalogue, 'web_post')
    const xbox = catalogue.iphone
    await xbox.related('circuits').attach({ [webPost.id]: { active: true } })
    const response = await client
      .delete(`/api/categories/${xbox.id}/circuits/${webPost.id}`)
      .bearerToken(catalogue.adminToken)
      .header('Accept-Language', 'en')
    response.assertStatus(409)
    response.assertBody({
      code: 'category_circuit_in_use',
      message:
        'This circuit is in use by the category (published products or buy-backs in progress): it cannot be deactivated.',
    })
    assert.include(await activeOn(xbox.id), webPost.id)
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
    const catalogue = await clientCatalogue()
    const other = await bareRetailer()
    const foreign = await CircuitFactory.merge({ accountId: other.account.id }).create()
    const { id } = await catalogue.under(catalogue.phones)
    ;(
      await client.post(`/api/categories/${id}/circuits/${foreign.id}`).bearerToken(catalogue.adminToken)
    ).assertStatus(404)
    ;(
      await client
        .post(`/api/categories/${id}/circuits/${catalogue.circuit.id}`)
        .bearerToken(catalogue.adminToken)
    ).assertStatus(200)
  })
})
