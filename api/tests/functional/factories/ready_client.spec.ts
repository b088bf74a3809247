import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { NATIVE_STOCKS } from '#models/stock'
import { readyClient, tokenFor } from '#tests/helpers/factories'

test.group('Factories / a ready client', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('its admin sees its category and its published product, and nothing of the demo', async ({
    client,
    assert,
  }) => {
    const ready = await readyClient()
    const token = await tokenFor(ready.users.admin)
    const categories = await client.get('/api/categories').bearerToken(token)
    categories.assertStatus(200)
    assert.deepEqual(
      categories.body().map((row: { id: number }) => row.id),
      [ready.category.id]
    )
    const products = await client.get('/api/products').bearerToken(token)
    products.assertStatus(200)
    assert.deepEqual(
      products.body().map((row: { id: string }) => row.id),
      [ready.product.id]
    )
  })

  test('its workshop holds one native stock of each kind, and its manager sees them', async ({
    client,
    assert,
  }) => {
    const ready = await readyClient()
    assert.sameMembers(
      ready.stocks.map((stock) => stock.nativeKind),
      [...NATIVE_STOCKS]
    )
    const response = await client
      .get('/api/stocks')
      .bearerToken(await tokenFor(ready.users.manager))
      .header('X-Module', 'rps')
    response.assertStatus(200)
    assert.sameMembers(
      response.body().map((row: { id: number }) => row.id),
      ready.stocks.map((stock) => stock.id)
    )
  })
})
