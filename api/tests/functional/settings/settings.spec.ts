import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { tokenOf } from '#tests/helpers/demo'

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64)])
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)])

const demoDetails = async () => {
  const account = await db.from('accounts').where('common_name', 'Demo Retail').firstOrFail()
  return db.from('organization_root_details').where('account_id', account.id).firstOrFail()
}

test.group('General settings', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the admin reads and saves the general settings of the account', async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const current = await client.get('/api/settings/general').bearerToken(token)
    current.assertStatus(200)
    current.assertBodyContains({ id: 'general', currency: 'EUR', language: 'fr', cartMinValue: 0 })
    const saved = await client
      .put('/api/settings/general')
      .bearerToken(token)
      .json({
        ...current.body(),
        cartMinValue: 20,
        dpoEmail: 'DPO@Demo-Retail.test',
        language: 'nl',
        packingInstructions: { fr: 'Protégez l’écran', en: '', nl: null },
        estimationEndpoint: null,
      })
    saved.assertStatus(200)
    saved.assertBodyContains({
      cartMinValue: 20,
      dpoEmail: 'dpo@demo-retail.test',
      language: 'nl',
      packingInstructions: { fr: 'Protégez l’écran' },
    })
    assert.notProperty(saved.body().packingInstructions, 'en')
    const details = await demoDetails()
    assert.equal(details.cart_min_value, 20)
  })

  test('cart minimum a positive whole number, estimation endpoint https only, e-mails valid', async ({
    client,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const current = (await client.get('/api/settings/general').bearerToken(token)).body()
    const response = await client
      .put('/api/settings/general')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({
        ...current,
        cartMinValue: -5,
        estimationEndpoint: 'http://prices.example.test/estimate',
        sellerSupportEmail: 'not an address',
        currency: 'XYZ',
      })
    response.assertStatus(422)
    response.assertBodyContains({
      errors: {
        cartMinValue: 'The minimum cart value must be a positive whole number.',
        estimationEndpoint: 'The estimation endpoint must be an https address.',
        currency: 'The value chosen for currency is not valid.',
      },
    })
    const missing = await client
      .put('/api/settings/general')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ ...current, cartMinValue: null })
    missing.assertStatus(422)
    missing.assertBodyContains({ errors: { cartMinValue: 'The minimum cart value field is required.' } })
  })

  test('a form loaded before another save is refused with conflict and changes nothing', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const loaded = (await client.get('/api/settings/general').bearerToken(token)).body()
    const first = await client
      .put('/api/settings/general')
      .bearerToken(token)
      .json({ ...loaded, cartMinValue: 30 })
    first.assertStatus(200)
    await db
      .from('organization_root_details')
      .where('id', (await demoDetails()).id)
      .increment('version', 1)
    const second = await client
      .put('/api/settings/general')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ ...first.body(), cartMinValue: 40 })
    second.assertStatus(409)
    second.assertBodyContains({ code: 'conflict' })
    assert.equal((await demoDetails()).cart_min_value, 30)
  })

  test('a store seller cannot read the settings; each account sees its own', async ({ client }) => {
    const seller = await tokenOf(client, 'seller@demo-retail.test')
    const refused = await client.get('/api/settings/general').bearerToken(seller)
    refused.assertStatus(403)
    const other = await tokenOf(client, 'admin@other-retail.test')
    const own = await client.get('/api/settings/general').bearerToken(other)
    own.assertStatus(200)
    own.assertBodyContains({ dpoEmail: null })
  })

  test('a legal PDF is checked by content and size, stored, then removed', async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const image = await client
      .post('/api/settings/legal-documents/serviceTerms')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .file('file', PNG, { filename: 'cgu.pdf' })
    image.assertStatus(422)
    image.assertBodyContains({ errors: { file: 'The file must be of type PDF.' } })
    const big = await client
      .post('/api/settings/legal-documents/serviceTerms')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .file('file', Buffer.concat([PDF, Buffer.alloc(250 * 1024)]), { filename: 'cgu.pdf' })
    big.assertStatus(422)
    const none = await client.post('/api/settings/legal-documents/serviceTerms').bearerToken(token)
    none.assertStatus(422)

    const stored = await client
      .post('/api/settings/legal-documents/serviceTerms')
      .bearerToken(token)
      .file('file', PDF, { filename: 'cgu.pdf' })
    stored.assertStatus(200)
    const url = stored.body().legalDocuments.serviceTerms
    assert.match(url, /^\/api\/files\/legal\/[0-9a-f-]{36}\.pdf$/)
    const file = await client.get(url)
    file.assertStatus(200)
    file.assertHeader('content-type', 'application/pdf')

    const unknown = await client.post('/api/settings/legal-documents/recipes').bearerToken(token)
    unknown.assertStatus(404)
    const removed = await client.delete('/api/settings/legal-documents/serviceTerms').bearerToken(token)
    removed.assertStatus(200)
    assert.deepEqual(removed.body().legalDocuments, {})
  })
})

test.group('Transfer order settings', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('terms of 2 to 5000 characters with only the variables of the list', async ({ client }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const current = await client.get('/api/settings/transfer-order').bearerToken(token)
    current.assertStatus(200)
    current.assertBodyContains({ premium: true, variables: ['total_price'] })

    const refused = await client
      .put('/api/settings/transfer-order')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({
        transferOrderTerms: {
          fr: 'Cédé à {{buyer_name}} par {{customer_iban}} et {{ script }}',
          en: 'x',
          nl: 'y'.repeat(5001),
        },
      })
    refused.assertStatus(422)
    refused.assertBodyContains({
      errors: {
        'transferOrderTerms.fr':
          'Only the variables of the list can be inserted; unknown: {{customer_iban}}, {{script}}.',
      },
    })
    const body = refused.body().errors
    if (!body['transferOrderTerms.en'] || !body['transferOrderTerms.nl']) {
      throw new Error('length bounds not reported')
    }

    const saved = await client
      .put('/api/settings/transfer-order')
      .bearerToken(token)
      .json({ transferOrderTerms: { fr: 'Cédé à {{ buyer_name }} pour {{total_price}}.', en: '' } })
    saved.assertStatus(200)
    saved.assertBodyContains({ transferOrderTerms: { fr: 'Cédé à {{ buyer_name }} pour {{total_price}}.' } })
  })

  test('without the premium feature the terms cannot be saved', async ({ client }) => {
    const details = await demoDetails()
    await db
      .from('organization_root_details')
      .where('id', details.id)
      .update({ enabled_premium_features: JSON.stringify(['payment_bonus']) })
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const response = await client
      .put('/api/settings/transfer-order')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ transferOrderTerms: { fr: 'Conditions générales' } })
    response.assertStatus(403)
    response.assertBodyContains({ code: 'premium_feature_required' })
  })
})
