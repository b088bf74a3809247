import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { anonymousToken, tokenOf } from '#tests/helpers/demo'

/** Every refusal carries a catalogue code a client written from the specification can branch on. */
test.group('API / codes on every refusal', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a route that does not exist is route_not_found; a record that does not exist stays not_found', async ({
    client,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const route = await client.get('/api/no-such-call').header('Accept-Language', 'en').bearerToken(token)
    route.assertStatus(404)
    route.assertBody({ code: 'route_not_found', message: 'This address matches no call of the API.' })
    const record = await client.get('/api/users/999999').header('Accept-Language', 'en').bearerToken(token)
    record.assertStatus(404)
    record.assertBody({ code: 'not_found', message: 'Not found.' })
  })

  test('a validation refusal carries validation_failed beside the field messages', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const response = await client
      .post('/api/categories')
      .header('Accept-Language', 'nl')
      .bearerToken(token)
      .json({})
    response.assertStatus(422)
    response.assertBodyContains({ code: 'validation_failed', message: 'Sommige velden zijn ongeldig.' })
    assert.isString(response.body().errors.label)
  })

  test('a buy-back number that is not 13 digits gets the code-length refusal, one that is gets not_found', async ({
    client,
  }) => {
    const token = await tokenOf(client, 'operator@demo-retail.test')
    for (const number of ['12345', '12345678901234', 'ABCDEFGHIJKLM']) {
      const response = await client
        .get(`/api/buybacks/by-identification-number/${number}`)
        .header('Accept-Language', 'en')
        .bearerToken(token)
      response.assertStatus(422)
      response.assertBody({
        code: 'buyback_code_length',
        message: 'The buy-back code must contain exactly 13 digits.',
      })
    }
    const unknown = await client
      .get('/api/buybacks/by-identification-number/0000000000000')
      .bearerToken(token)
    unknown.assertStatus(404)
    unknown.assertBodyContains({ code: 'not_found' })
  })

  test('buyback-settings answers the specification names beside the storefront ones', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/buyback-settings').bearerToken(await anonymousToken(client))
    response.assertStatus(200)
    const body = response.body()
    assert.strictEqual(body.customer_identity_document_required, body.customerIdentityDocumentRequired)
    assert.strictEqual(body.cart_min_value, body.cartMinValue)
    assert.isBoolean(body.customer_identity_document_required)
    assert.isNumber(body.cart_min_value)
  })
})
