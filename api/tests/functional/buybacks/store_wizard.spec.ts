import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Category from '#models/category'
import User from '#models/user'
import { tokenOf } from '#tests/helpers/demo'
import { COUNTER_CUSTOMER, COUNTER_IDENTITY } from '#tests/helpers/storefront_checkout'

const CUSTOMER = COUNTER_CUSTOMER
const IDENTITY = COUNTER_IDENTITY

/** The seller's store and a published product with an EAN, searched as the wizard does. */
async function counter(client: any) {
  const token = await tokenOf(client, 'seller@demo-retail.test')
  const seller = await User.findByOrFail('email', 'seller@demo-retail.test')
  const { organization_id: storeId } = await db.from('user_modules').where('user_id', seller.id).first()
  const product = await db
    .from('products')
    .where('account_id', seller.accountId)
    .where('status', 'published')
    .whereNotNull('ean_code')
    .where('is_collecting_imei', false)
    .first()
  return { token, storeId, product }
}

test.group('Store wizard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a seller picks a category of the catalogue and finds its products, subcategories included', async ({
    client,
    assert,
  }) => {
    const { token } = await counter(client)
    const smartphones = await Category.findByOrFail('identifier', 'smartphones')
    const hidden = await Category.findByOrFail('identifier', 'apple-iphone')
    hidden.status = 'inactive'
    await hidden.save()

    const categories = await client.get('/api/store/categories').bearerToken(token)
    categories.assertStatus(200)
    const rows: { id: number; depth: number; status: string }[] = categories.body()
    assert.include(
      rows.map((row) => row.id),
      smartphones.id
    )
    assert.notInclude(
      rows.map((row) => row.id),
      hidden.id,
      'an inactive category is not offered'
    )
    assert.isTrue(rows.every((row) => row.status === 'active'))

    const found = await client
      .get('/api/store/products')
      .bearerToken(token)
      .qs({ categoryId: smartphones.id, perPage: 5 })
    found.assertStatus(200)
    const below = await db
      .from('products')
      .join('categories', 'categories.id', 'products.category_id')
      .where('products.status', 'published')
      .where((tree) =>
        tree
          .where('categories.id', smartphones.id)
          .orWhere('categories.path', 'like', `${smartphones.path}${smartphones.id}/%`)
      )
      // The inactive category's products are neither found nor estimated.
      .whereNot('categories.id', hidden.id)
      .whereNot('categories.path', 'like', `${hidden.path}${hidden.id}/%`)
      .count('* as total')
    assert.equal(found.body().total, Number(below[0].total))
    assert.lengthOf(found.body().items, 5)
  })

  test('a seller finds a product by its scanned EAN, estimates it on the store circuits and checks out', async ({
    client,
    assert,
  }) => {
    const { token, storeId, product } = await counter(client)
    const found = await client.get('/api/store/products').bearerToken(token).qs({ keyword: product.ean_code })
    found.assertStatus(200)
    assert.include(
      found.body().items.map((item: { id: string }) => item.id),
      product.id
    )
    // Options first: the modes offered with the rules of their amounts, before the condition is known.
    const options = await client
      .get(`/api/store/${storeId}/products/${product.id}/options`)
      .bearerToken(token)
    options.assertStatus(200)
    assert.isAbove(options.body().length, 0)
    assert.properties(options.body()[0].paymentModes[0], ['paymentRule', 'bonusRule', 'label'])
    assert.notProperty(options.body()[0].paymentModes[0], 'total')
    const diagnostic = (
      await client.get(`/api/storefront/products/${product.id}/diagnostic`).bearerToken(token)
    ).body()
    const answers = diagnostic.questions.map(
      (question: { answers: { id: number }[] }) => question.answers[0].id
    )
    const estimate = await client
      .post(`/api/store/${storeId}/estimates`)
      .bearerToken(token)
      .json({ productId: product.id, answers })
    estimate.assertStatus(200)
    const transport = estimate
      .body()
      .transportModes.find((mode: { id: string }) => mode.id === options.body()[0].id)
    assert.isTrue(
      estimate.body().transportModes.every((mode: { channel?: string; deposit: string }) => mode.deposit)
    )
    const payment = transport.paymentModes[0]
    const line = { productId: product.id, answers, transportModeId: transport.id, paymentModeId: payment.id }

    // The identity document is asked at the counter, whatever the web setting.
    const withoutIdentity = await client
      .post(`/api/store/${storeId}/buybacks`)
      .bearerToken(token)
      .json({
        idempotencyKey: 'store-wizard-test-0001',
        termsAccepted: true,
        buybacks: [line],
        customer: { ...CUSTOMER, iban: 'FR7630006000011234567890189' },
      })
    withoutIdentity.assertStatus(422)
    assert.include(Object.keys(withoutIdentity.body().errors), 'customer.identity.type')

    const made = await client
      .post(`/api/store/${storeId}/buybacks`)
      .bearerToken(token)
      .json({
        idempotencyKey: 'store-wizard-test-0002',
        termsAccepted: true,
        buybacks: [line],
        customer: { ...CUSTOMER, identity: IDENTITY, iban: 'FR7630006000011234567890189' },
      })
    made.assertStatus(201)
    const [buyback] = made.body().buybacks
    assert.equal(buyback.status, 'bb_awaiting_inventory')
    const row = await db.from('buybacks').where('id', buyback.id).first()
    assert.equal(row.channel, 'store')
    assert.equal(row.store_id, storeId)
    const seller = await User.findByOrFail('email', 'seller@demo-retail.test')
    assert.equal(row.seller_id, seller.id)
    // The seller prints the transfer order from the details.
    const pdf = await client.get(`/api/buybacks/${buyback.id}/documents/transfer_order`).bearerToken(token)
    pdf.assertStatus(200)
  })

  test('another store, a role without the wizard, or another retailer are refused', async ({ client }) => {
    const { storeId, product } = await counter(client)
    const other = await tokenOf(client, 'seller@other-retail.test')
    ;(
      await client
        .post(`/api/store/${storeId}/estimates`)
        .bearerToken(other)
        .json({ productId: product.id, answers: [] })
    ).assertStatus(404)
    const analyst = await tokenOf(client, 'operator@demo-retail.test')
    ;(await client.get('/api/store/products').bearerToken(analyst)).assertStatus(403)
  })
})
