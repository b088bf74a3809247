import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { tokenOf } from '#tests/helpers/demo'
import { loggedDuring } from '#tests/functional/connectors/loopback'
import { validationRefusal } from '#tests/helpers/validation'

const SECRET = 'sk_live_Very-Secret-Value-42'
const MASK = '••••••••'

const giftCard = (name: string, apiKey = SECRET) => ({
  connector: 'gift_card',
  name,
  properties: [
    { name: 'apiUrl', value: 'https://giftcards.example.test/api' },
    { name: 'merchantId', value: 'M-1001' },
    { name: 'apiKey', value: apiKey },
  ],
})

async function create(client: ApiClient, token: string, body: Record<string, unknown>) {
  return client
    .post('/api/connector-organizations')
    .bearerToken(token)
    .header('Accept-Language', 'en')
    .json(body)
}

test.group('Connector configurations', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the kinds list names each kind with its type, fqn and fields, 500 a page', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const list = await client.get('/api/connectors?_start=0&_end=1000').bearerToken(token)
    list.assertStatus(200)
    assert.equal(list.header('x-total-count'), String(list.body().length))
    const transport = list.body().find((kind: { id: string }) => kind.id === 'transport')
    assert.include(transport, { type: 'transport', fqn: 'reprise.connectors.transport.Sandbox' })
    const one = await client
      .get('/api/connectors/gift_card')
      .bearerToken(token)
      .header('Accept-Language', 'fr')
    one.assertBodyContains({ id: 'gift_card', name: 'Carte cadeau', type: 'payment_mode' })
    assert.deepInclude(one.body().fields, {
      name: 'apiKey',
      labelKey: 'connectors.fields.apiKey',
      secret: true,
      required: true,
      url: false,
    })
    ;(await client.get('/api/connectors/nothing').bearerToken(token)).assertStatus(404)
  })

  test('a configuration name is unique in the account', async ({ client }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    ;(await create(client, token, giftCard('Cartes'))).assertStatus(201)
    const taken = await create(client, token, giftCard('Cartes'))
    taken.assertStatus(422)
    taken.assertBody(validationRefusal(taken, { errors: { name: 'configuration name already used' } }))
    const french = await client
      .post('/api/connector-organizations')
      .bearerToken(token)
      .header('Accept-Language', 'fr')
      .json(giftCard('Cartes'))
    french.assertBody(
      validationRefusal(french, { errors: { name: 'Ce nom de configuration est déjà utilisé.' } })
    )
  })

  test('a configuration needs a property, named, and the fields its kind requires', async ({ client }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const none = await create(client, token, { connector: 'transport', name: 'Vide', properties: [] })
    none.assertStatus(422)
    none.assertBodyContains({ errors: { properties: 'Add at least one property.' } })

    const unnamed = await create(client, token, {
      connector: 'transport',
      name: 'Sans nom',
      properties: [{ name: 'accountNumber', value: '1' }, { value: 'orphan' }],
    })
    unnamed.assertStatus(422)
    unnamed.assertBody(
      validationRefusal(unnamed, { errors: { 'properties.1.name': 'The property name is required.' } })
    )

    const missing = await create(client, token, {
      connector: 'gift_card',
      name: 'Incomplète',
      properties: [
        { name: 'apiUrl', value: 'http://giftcards.example.test' },
        { name: 'merchantId', value: 'M' },
      ],
    })
    missing.assertStatus(422)
    missing.assertBody(
      validationRefusal(missing, {
        errors: {
          'properties.apiUrl': 'The address must start with https://.',
          'properties.apiKey': 'This field is required for this connector.',
        },
      })
    )
  })

  test('secrets are encrypted at rest, masked in every answer and never logged', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    let created: any
    let listed: any
    let shown: any
    let patched: any
    const log = await loggedDuring(async () => {
      created = await create(client, token, giftCard('Chiffrée'))
      created.assertStatus(201)
      const id = created.body().id
      listed = await client.get('/api/connector-organizations?connector=gift_card').bearerToken(token)
      shown = await client.get(`/api/connector-organizations/${id}`).bearerToken(token)
      patched = await client
        .patch(`/api/connector-organizations/${id}`)
        .bearerToken(token)
        .json({ properties: [...giftCard('x').properties.slice(0, 2), { name: 'apiKey', value: MASK }] })
      patched.assertStatus(200)
    })

    for (const answer of [created, listed, shown, patched]) {
      assert.notInclude(JSON.stringify(answer.body()), SECRET)
    }
    assert.notInclude(log, SECRET)
    assert.deepInclude(created.body().properties, {
      name: 'apiKey',
      value: MASK,
      isSecret: true,
      hasValue: true,
    })
    assert.deepInclude(created.body().properties, {
      name: 'merchantId',
      value: 'M-1001',
      isSecret: false,
      hasValue: true,
    })

    const stored = await db
      .from('connector_configuration_properties')
      .where({ configuration_id: created.body().id, name: 'apiKey' })
      .firstOrFail()
    assert.isTrue(Boolean(stored.is_secret))
    assert.notEqual(stored.value, SECRET)
    assert.notInclude(stored.value, SECRET)
    const audit = await db.from('audit_logs').where('entity_type', 'connector_property')
    assert.notInclude(JSON.stringify(audit), SECRET)
  })

  test('sending the mask back, or nothing, keeps the stored secret; a new value replaces it', async ({
    client,
    assert,
  }) => {
    const { default: ConnectorConfiguration } = await import('#models/connector_configuration')
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const id = (await create(client, token, giftCard('Aller-retour'))).body().id
    const clearKey = async () => {
      const configuration = await ConnectorConfiguration.query()
        .where('id', id)
        .preload('properties')
        .firstOrFail()
      return configuration.properties.find((property) => property.name === 'apiKey')!.clearValue
    }
    const shown = (await client.get(`/api/connector-organizations/${id}`).bearerToken(token)).body()
    const resent = await client.put(`/api/connector-organizations/${id}`).bearerToken(token).json(shown)
    resent.assertStatus(200)
    assert.equal(await clearKey(), SECRET)

    const emptied = await client
      .patch(`/api/connector-organizations/${id}`)
      .bearerToken(token)
      .json({ properties: [...giftCard('x').properties.slice(0, 2), { name: 'apiKey', value: '' }] })
    emptied.assertStatus(200)
    assert.equal(await clearKey(), SECRET)

    const renamed = await client
      .patch(`/api/connector-organizations/${id}`)
      .bearerToken(token)
      .json({ name: 'Renommée', active: false })
    renamed.assertBodyContains({ name: 'Renommée', active: false })
    assert.equal(await clearKey(), SECRET)

    await client
      .patch(`/api/connector-organizations/${id}`)
      .bearerToken(token)
      .json({ properties: [...giftCard('x').properties.slice(0, 2), { name: 'apiKey', value: 'new-key' }] })
    assert.equal(await clearKey(), 'new-key')
  })

  test('of two forms loaded together, the second save is refused with 409', async ({ client }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const loaded = (await create(client, token, giftCard('Concurrente'))).body()
    const first = await client
      .put(`/api/connector-organizations/${loaded.id}`)
      .bearerToken(token)
      .json({ ...loaded, name: 'Première' })
    first.assertStatus(200)
    const second = await client
      .put(`/api/connector-organizations/${loaded.id}`)
      .bearerToken(token)
      .json({ ...loaded, name: 'Seconde' })
    second.assertStatus(409)
    second.assertBodyContains({ code: 'conflict' })
  })

  test("another account's admin finds nothing; a store seller is refused", async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const id = (await create(client, token, giftCard('Privée'))).body().id
    const other = await tokenOf(client, 'admin@other-retail.test')
    ;(await client.get(`/api/connector-organizations/${id}`).bearerToken(other)).assertStatus(404)
    ;(await client.patch(`/api/connector-organizations/${id}`).bearerToken(other).json({})).assertStatus(404)
    ;(await client.delete(`/api/connector-organizations/${id}`).bearerToken(other)).assertStatus(404)
    ;(await client.post(`/api/connector-organizations/${id}/test`).bearerToken(other)).assertStatus(404)
    const list = await client.get('/api/connector-organizations').bearerToken(other)
    assert.notInclude(
      list.body().map((row: { id: number }) => row.id),
      id
    )
    const seller = await tokenOf(client, 'seller@other-retail.test')
    ;(await client.get('/api/connector-organizations').bearerToken(seller)).assertStatus(403)

    // Per organisation: an entity of the account filters to the account; another's, to nothing.
    const demoEntity = await db
      .from('organizations')
      .join('accounts', 'accounts.id', 'organizations.account_id')
      .where('accounts.common_name', 'Demo Retail')
      .select('organizations.id')
      .firstOrFail()
    const mine = await client
      .get(`/api/connector-organizations?organizationId=${demoEntity.id}`)
      .bearerToken(token)
    assert.include(
      mine.body().map((row: { id: number }) => row.id),
      id
    )
    const theirs = await client
      .get(`/api/connector-organizations?organizationId=${demoEntity.id}`)
      .bearerToken(other)
    theirs.assertBody([])

    const deleted = await client.delete(`/api/connector-organizations/${id}`).bearerToken(token)
    deleted.assertStatus(200)
    ;(await client.get(`/api/connector-organizations/${id}`).bearerToken(token)).assertStatus(404)
    const rows = await db.from('connector_configuration_properties').where('configuration_id', id)
    assert.lengthOf(rows, 0)
  })
})
