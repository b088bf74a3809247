import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Account from '#models/account'
import Category from '#models/category'
import Product from '#models/product'
import RefurbDiagnosticQuestion from '#models/refurb_diagnostic_question'
import { PNG_BYTES, signIn, uploadImage } from '#tests/functional/products/fixtures'
import { validationRefusal } from '#tests/helpers/validation'

async function newProduct() {
  const category = await Category.findByOrFail('identifier', 'apple-iphone')
  const secondary = await Category.findByOrFail('identifier', 'smartphones')
  const question = await RefurbDiagnosticQuestion.query()
    .where('account_id', category.accountId)
    .firstOrFail()
  return {
    label: '  Fairphone 5 256 Go  ',
    brand: 'Fairphone',
    modele: 'Fairphone 5',
    reference: 'FAI-000005',
    eanCode: '8718819372677',
    tacCodes: '35209900, 35332011',
    isCollectingImei: true,
    categoryId: category.id,
    secondaryCategoryIds: [secondary.id, category.id],
    comment: 'Modèle réparable',
    height: 1,
    width: 8,
    length: 16,
    weight: 212,
    buybackZeroNotAllowed: true,
    status: 'published',
    priceGradeA: 69900,
    buybackPriceGradeA: 25050,
    buybackPriceGradeB: 20000,
    buybackPriceGradeC: 15000,
    buybackPriceGradeD: 10000,
    buybackPriceGradeE: 5000,
    buybackPriceFunctional: 0,
    refurbQuestionIds: [question.id],
  }
}

async function tacsOf(productId: string) {
  const rows = await db.from('product_tac_codes').where('product_id', productId).orderBy('tac')
  return rows.map((row) => row.tac)
}

const tokens: Record<string, string> = {}

test.group('Products / create, update, delete', (group) => {
  group.setup(async () => {
    Object.assign(
      tokens,
      await signIn(['admin@demo-retail.test', 'admin@other-retail.test', 'seller@demo-retail.test'])
    )
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin creates a product with prices in cents, TAC rows and its links', async ({
    client,
    assert,
  }) => {
    const token = tokens['admin@demo-retail.test']
    const fields = await newProduct()
    const image = await uploadImage(client, token)
    const response = await client
      .post('/api/products')
      .bearerToken(token)
      .json({ ...fields, image, imageHd: image })
    response.assertStatus(201)
    const body = response.body()
    assert.equal(body.label, 'Fairphone 5 256 Go')
    assert.deepEqual(body.tacCodes, ['35209900', '35332011'])
    assert.deepEqual(body.secondaryCategoryIds, [fields.secondaryCategoryIds[0]])
    assert.deepEqual(body.refurbQuestionIds, fields.refurbQuestionIds)
    assert.equal(body.image, image)

    const row = await Product.findOrFail(body.id)
    const category = await Category.findOrFail(fields.categoryId)
    assert.equal(row.accountId, category.accountId)
    assert.equal(row.buybackPriceGradeA, 25050)
    assert.equal(row.buybackPriceFunctional, 0)
    assert.isTrue(row.buybackZeroNotAllowed)
    assert.deepEqual(await tacsOf(row.id), ['35209900', '35332011'])
  })

  test('a product needs only a name and a main category; it starts as a draft', async ({ client }) => {
    const token = tokens['admin@demo-retail.test']
    const { categoryId } = await newProduct()
    const response = await client.post('/api/products').bearerToken(token).json({ label: 'Go', categoryId })
    response.assertStatus(201)
    response.assertBodyContains({ label: 'Go', status: 'draft', tacCodes: [], isCollectingImei: false })
  })

  test('each rule answers 422 with its translated message on the field', async ({ client }) => {
    const token = tokens['admin@demo-retail.test']
    const response = await client
      .post('/api/products')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({
        label: 'A',
        brand: 'x'.repeat(256),
        eanCode: '8718819372678',
        tacCodes: '3520990, 35332011',
        comment: 'x'.repeat(501),
        height: 1.5,
        weight: -1,
        status: 'archived',
        buybackPriceGradeA: 5000001,
        buybackPriceGradeB: 12.5,
        refurbQuestionIds: [999999],
        image: '/api/files/products/00000000-0000-0000-0000-000000000000.png',
      })
    response.assertStatus(422)
    response.assertBody(
      validationRefusal(response, {
        errors: {
          label: 'The name field must be between 2 and 255 characters long.',
          brand: 'The brand field must be at most 255 characters long.',
          eanCode: 'The check digit of the EAN/GTIN code is not valid.',
          tacCodes: 'Each TAC code must contain 8 digits; separate the codes with commas.',
          categoryId: 'The main category field is required.',
          comment: 'The comment field must be at most 500 characters long.',
          height: 'The height field must be a whole number.',
          weight: 'The weight field must be between 0 and 1000000.',
          status: 'The value chosen for status is not valid.',
          buybackPriceGradeA: 'The price must be between 0 and 50,000 €.',
          buybackPriceGradeB: 'The price must be between 0 and 50,000 €.',
          refurbQuestionIds: 'One of the chosen diagnostic questions does not exist.',
          image: 'This image cannot be found: upload it again.',
        },
      })
    )
  })

  test('French messages by default: EAN length, price bound, foreign category and questions', async ({
    client,
  }) => {
    const token = tokens['admin@demo-retail.test']
    const other = await Account.findByOrFail('commonName', 'Other Retail')
    const foreign = await Category.create({
      accountId: other.id,
      label: 'Autres',
      identifier: 'autres',
      path: '/',
      defaultWeight: 100,
      absorptionType: 'none',
      status: 'active',
      position: 0,
    })
    const response = await client
      .post('/api/products')
      .bearerToken(token)
      .json({
        label: 'Produit',
        eanCode: '12345',
        categoryId: foreign.id,
        priceGradeA: 5000100,
        refurbQuestionIds: [999999],
      })
    response.assertStatus(422)
    response.assertBody(
      validationRefusal(response, {
        errors: {
          eanCode: 'Le code EAN/GTIN doit contenir 8, 12, 13 ou 14 chiffres.',
          categoryId: 'Choisissez une catégorie de votre catalogue.',
          priceGradeA: 'Le prix doit être compris entre 0 et 50\u202f000 €.',
          refurbQuestionIds: 'Une des questions de diagnostic choisies n’existe pas.',
        },
      })
    )

    const { categoryId } = await newProduct()
    const secondary = await client
      .post('/api/products')
      .bearerToken(token)
      .json({ label: 'Produit', categoryId, secondaryCategoryIds: [foreign.id] })
    secondary.assertStatus(422)
    secondary.assertBody(
      validationRefusal(secondary, {
        errors: { secondaryCategoryIds: 'Une des catégories choisies n’existe pas dans votre catalogue.' },
      })
    )
  })

  test('the bounds themselves are accepted: 0 and 50 000 euros, 255 characters, 500 for the comment', async ({
    client,
  }) => {
    const token = tokens['admin@demo-retail.test']
    const { categoryId } = await newProduct()
    const response = await client
      .post('/api/products')
      .bearerToken(token)
      .json({
        label: 'x'.repeat(255),
        comment: 'y'.repeat(500),
        categoryId,
        buybackPriceGradeA: 5000000,
        buybackPriceGradeE: 0,
        eanCode: '96385074',
        weight: 0,
      })
    response.assertStatus(201)
  })

  test('an update replaces the TAC rows in the same write, and a GET body can be sent back as is', async ({
    client,
    assert,
  }) => {
    const token = tokens['admin@demo-retail.test']
    const created = (
      await client
        .post('/api/products')
        .bearerToken(token)
        .json(await newProduct())
    ).body()

    const updated = await client
      .put(`/api/products/${created.id}`)
      .bearerToken(token)
      .json({ ...created, tacCodes: '35111111', buybackPriceGradeA: 30000, refurbQuestionIds: [] })
    updated.assertStatus(200)
    assert.deepEqual(await tacsOf(created.id), ['35111111'])
    const row = await Product.findOrFail(created.id)
    assert.equal(row.buybackPriceGradeA, 30000)
    assert.deepEqual(updated.body().refurbQuestionIds, [])

    const roundTrip = await client
      .put(`/api/products/${created.id}`)
      .bearerToken(token)
      .json((await client.get(`/api/products/${created.id}`).bearerToken(token)).body())
    roundTrip.assertStatus(200)
    assert.deepEqual(await tacsOf(created.id), ['35111111'])

    const cleared = await client
      .put(`/api/products/${created.id}`)
      .bearerToken(token)
      .json({ label: created.label, categoryId: created.categoryId, tacCodes: '' })
    cleared.assertStatus(200)
    assert.deepEqual(await tacsOf(created.id), [])
  })

  test('deletion is refused while a buy-back refers to the product, allowed otherwise', async ({
    client,
    assert,
  }) => {
    const token = tokens['admin@demo-retail.test']
    const created = (
      await client
        .post('/api/products')
        .bearerToken(token)
        .json(await newProduct())
    ).body()
    await db.table('buybacks').insert({
      identification_number: '9999999999999',
      account_id: created.accountId,
      status: 'bb_in_processing',
      channel: 'store',
      product_id: created.id,
      created_at: new Date(),
      updated_at: new Date(),
    })
    const refused = await client.delete(`/api/products/${created.id}`).bearerToken(token)
    refused.assertStatus(409)
    refused.assertBodyContains({
      code: 'product_has_buybacks',
      message: 'Ce produit ne peut pas être supprimé : des rachats y font référence.',
    })

    await db.from('buybacks').where('product_id', created.id).delete()
    ;(await client.delete(`/api/products/${created.id}`).bearerToken(token)).assertStatus(200)
    assert.isNull(await Product.find(created.id))
    assert.deepEqual(await tacsOf(created.id), [])
  })

  test("another retailer's admin gets 404 on update and delete of Demo Retail's product", async ({
    client,
    assert,
  }) => {
    const demo = tokens['admin@demo-retail.test']
    const product = (await client.get('/api/products').bearerToken(demo)).body()[0]
    const other = tokens['admin@other-retail.test']
    ;(
      await client.put(`/api/products/${product.id}`).bearerToken(other).json({ label: 'Pirate' })
    ).assertStatus(404)
    ;(await client.delete(`/api/products/${product.id}`).bearerToken(other)).assertStatus(404)
    assert.equal((await Product.findOrFail(product.id)).label, product.label)
  })

  test('image upload: a PNG is stored and served; other types and files over 250 kB are refused', async ({
    client,
    assert,
  }) => {
    const token = tokens['admin@demo-retail.test']
    const url = await uploadImage(client, token)
    assert.match(url, /^\/api\/files\/products\/[0-9a-f-]{36}\.png$/)
    const served = await client.get(url)
    served.assertStatus(200)
    assert.equal(served.header('x-content-type-options'), 'nosniff')

    const text = await client
      .post('/api/products/images')
      .bearerToken(token)
      .file('file', Buffer.from('<svg/>'), { filename: 'image.png' })
    text.assertStatus(422)
    text.assertBody(validationRefusal(text, { errors: { file: 'Le fichier doit être de type JPG, PNG.' } }))

    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(251 * 1024)])
    const tooLarge = await client
      .post('/api/products/images')
      .bearerToken(token)
      .file('file', big, { filename: 'big.png' })
    tooLarge.assertStatus(422)
    tooLarge.assertBody(
      validationRefusal(tooLarge, { errors: { file: 'Le fichier ne doit pas dépasser 250 ko.' } })
    )

    const seller = tokens['seller@demo-retail.test']
    ;(
      await client
        .post('/api/products/images')
        .bearerToken(seller)
        .file('file', PNG_BYTES, { filename: 'a.png' })
    ).assertStatus(403)
  })
})
