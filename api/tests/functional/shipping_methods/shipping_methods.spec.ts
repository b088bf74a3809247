import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import PaymentMode from '#models/payment_mode'
import ShippingMethod from '#models/shipping_method'
import { tokenOf } from '#tests/helpers/demo'
import { validationRefusal } from '#tests/helpers/validation'

const demoAccount = () => db.from('accounts').where('common_name', 'Demo Retail').firstOrFail()

test.group('Shipping methods', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin creates a shipping method with its modifier, countries and payment modes', async ({
    client,
  }) => {
    const account = await demoAccount()
    const mode = await PaymentMode.query().where('account_id', account.id).firstOrFail()
    const response = await client
      .post('/api/shipping-methods')
      .bearerToken(await tokenOf(client, 'admin@demo-retail.test'))
      .json({
        channel: 'web',
        type: 'colissimo',
        deposits: ['post'],
        description: 'Colissimo suivi, dépôt en bureau de poste',
        modifier: { type: 'fixed', value: -490, cappedAmount: null },
        countries: ['fr', 'be'],
        paymentModeIds: [mode.id],
      })
    response.assertStatus(201)
    response.assertBodyContains({
      type: 'colissimo',
      modifier: { type: 'fixed', value: -490 },
      countries: ['FR', 'BE'],
      paymentModeIds: [mode.id],
    })
  })

  test('channel, type, countries, modifier and payment modes are checked', async ({ client }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const response = await client
      .post('/api/shipping-methods')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({
        channel: 'air',
        type: 'x',
        deposits: [],
        description: '<i>',
        modifier: { type: 'fixed', value: 1.5 },
        countries: [],
      })
    response.assertStatus(422)
    response.assertBody(
      validationRefusal(response, {
        errors: {
          channel: 'The value chosen for channel is not valid.',
          type: 'The type field must be between 2 and 32 characters long.',
          deposits: 'Choose at least one deposit type.',
          description: 'The description field must not contain markup (< or >).',
          'modifier.value': 'The value field must be a whole number.',
          countries: 'Choose at least one country.',
        },
      })
    )
    const foreign = await client
      .post('/api/shipping-methods')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({
        channel: 'web',
        type: 'chronopost',
        deposits: ['collect'],
        modifier: { type: 'fixed', value: 0 },
        countries: ['FR'],
        paymentModeIds: [999_999],
      })
    foreign.assertBody(
      validationRefusal(foreign, { errors: { paymentModeIds: 'This value does not exist.' } })
    )
  })

  test("another retailer's admin neither sees nor edits them; a seller has no access", async ({ client }) => {
    const account = await demoAccount()
    const method = await ShippingMethod.query().where('account_id', account.id).firstOrFail()
    const other = await tokenOf(client, 'admin@other-retail.test')
    ;(await client.get(`/api/shipping-methods/${method.id}`).bearerToken(other)).assertStatus(404)
    const seller = await tokenOf(client, 'seller@demo-retail.test')
    ;(await client.get('/api/shipping-methods').bearerToken(seller)).assertStatus(403)
  })
})
