import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { validationRefusal } from '#tests/helpers/validation'
import {
  bareRetailer,
  PaymentModeFactory,
  readyClient,
  ShippingMethodFactory,
  tokenFor,
} from '#tests/helpers/factories'

test.group('Shipping methods', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin creates a shipping method with its modifier, countries and payment modes', async ({
    client,
  }) => {
    const ready = await readyClient()
    const mode = ready.paymentMode
    const response = await client
      .post('/api/shipping-methods')
      .bearerToken(await tokenFor(ready.users.admin))
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
    const ready = await readyClient()
    const token = await tokenFor(ready.users.admin)
    const otherMode = await PaymentModeFactory.merge({
      accountId: (await bareRetailer()).account.id,
    }).create()
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
        paymentModeIds: [otherMode.id],
      })
    foreign.assertBody(
      validationRefusal(foreign, { errors: { paymentModeIds: 'This value does not exist.' } })
    )
  })

  test("another retailer's admin neither sees nor edits them; a seller has no access", async ({ client }) => {
    const ready = await readyClient()
    const method = await ShippingMethodFactory.merge({ accountId: ready.account.id }).create()
    const own = await tokenFor(ready.users.admin)
    ;(await client.get(`/api/shipping-methods/${method.id}`).bearerToken(own)).assertStatus(200)
    const other = await tokenFor((await bareRetailer()).admin)
    ;(await client.get(`/api/shipping-methods/${method.id}`).bearerToken(other)).assertStatus(404)
    const seller = await tokenFor(ready.users.seller)
    ;(await client.get('/api/shipping-methods').bearerToken(seller)).assertStatus(403)
  })
})
