import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import Category from '#models/category'
import User from '#models/user'
import { anonymousToken, demoIphone, tokenOf } from '#tests/helpers/demo'

/** A customer can find and estimate a product only while its category, and every one above it, is active. */

async function callers(client: ApiClient) {
  const product = await demoIphone()
  const visitor = await anonymousToken(client)
  const seller = await tokenOf(client, 'seller@demo-retail.test')
  const sellerId = (await User.findByOrFail('email', 'seller@demo-retail.test')).id
  const { organization_id: storeId } = await db.from('user_modules').where('user_id', sellerId).first()
  const diagnostic = await client
    .get(`/api/storefront/products/${product.id}/diagnostic`)
    .bearerToken(visitor)
  diagnostic.assertStatus(200)
  const body = {
    productId: product.id,
    answers: diagnostic.body().questions.map((q: { answers: { id: number }[] }) => q.answers[0].id),
    imei: `${product.tacCodes[0]}12345678`,
  }
  return { product, visitor, seller, storeId, body }
}

/** What a visitor and a seller get for the product: found by its EAN, and the estimate's status. */
async function seenBy(client: ApiClient, state: Awaited<ReturnType<typeof callers>>) {
  const { product, visitor, seller, storeId, body } = state
  const search = { keyword: product.eanCode! }
  const web = await client.get('/api/storefront/products').qs(search).bearerToken(visitor)
  const store = await client.get('/api/store/products').qs(search).bearerToken(seller)
  const ids = (response: typeof web) => response.body().items.map((item: { id: string }) => item.id)
  const webEstimate = await client
    .post('/api/estimates')
    .bearerToken(visitor)
    .header('Accept-Language', 'en')
    .json(body)
  const storeEstimate = await client.post(`/api/store/${storeId}/estimates`).bearerToken(seller).json(body)
  const diagnostic = await client
    .get(`/api/storefront/products/${product.id}/diagnostic`)
    .bearerToken(visitor)
  return {
    foundOnWeb: ids(web).includes(product.id),
    foundInStore: ids(store).includes(product.id),
    webEstimate: webEstimate.status(),
    storeEstimate: storeEstimate.status(),
    diagnostic: diagnostic.status(),
    code: webEstimate.body().code,
    message: webEstimate.body().message,
  }
}

const estimable = {
  foundOnWeb: true,
  foundInStore: true,
  webEstimate: 200,
  storeEstimate: 200,
  diagnostic: 200,
  code: undefined,
  message: undefined,
}
const notEstimable = {
  foundOnWeb: false,
  foundInStore: false,
  webEstimate: 422,
  storeEstimate: 422,
  diagnostic: 422,
  code: 'product_not_estimable',
  message: 'This product cannot be estimated in this condition.',
}

test.group('Estimates / inactive categories', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an inactive category hides its products from the searches and refuses their estimate', async ({
    client,
    assert,
  }) => {
    const state = await callers(client)
    assert.deepEqual(await seenBy(client, state), estimable)

    const category = await Category.findOrFail(state.product.categoryId)
    category.status = 'inactive'
    await category.save()
    assert.deepEqual(await seenBy(client, state), notEstimable)

    category.status = 'active'
    await category.save()
    assert.deepEqual(await seenBy(client, state), estimable)
  })

  test('a category above it made inactive does the same', async ({ client, assert }) => {
    const state = await callers(client)
    const category = await Category.findOrFail(state.product.categoryId)
    assert.isNotNull(category.parentId)
    await Category.query().where('id', category.parentId!).update({ status: 'inactive' })
    assert.deepEqual(await seenBy(client, state), notEstimable)
  })
})
