import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { validationRefusal } from '#tests/helpers/validation'
import { bareRetailer, readyClient, tokenFor } from '#tests/helpers/factories'

const circuit = (fields: Record<string, unknown> = {}) => ({
  name: 'Envoi par La Poste',
  description: 'Le client poste son produit avec l’étiquette fournie.',
  channel: 'web',
  deposit: 'post',
  eligibleCountries: ['fr', 'BE'],
  transferOrderNumberOfCopy: 2,
  depositBonus: -300,
  defaultInstructions: [
    { label: 'Imprimez l’étiquette', type: 'print' },
    { label: 'Protégez le produit', type: 'protect' },
  ],
  packingSteps: [{ label: 'Carton avec calage' }],
  ...fields,
})

test.group('Circuits', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin creates a circuit with its instructions, packing steps and payment modes', async ({
    client,
  }) => {
    const ready = await readyClient()
    const token = await tokenFor(ready.users.admin)
    const mode = ready.paymentMode
    const response = await client
      .post('/api/circuits')
      .bearerToken(token)
      .json(circuit({ paymentModeIds: [mode.id] }))
    response.assertStatus(201)
    response.assertBodyContains({
      code: 'web_post',
      eligibleCountries: ['FR', 'BE'],
      depositBonus: -300,
      paymentModeIds: [mode.id],
      defaultInstructions: [{ label: 'Imprimez l’étiquette', type: 'print' }, { type: 'protect' }],
      packingSteps: [{ label: 'Carton avec calage' }],
    })
  })

  test('at most 6 instructions of 1 to 150 characters; no markup; whole bonus; a real deposit', async ({
    client,
  }) => {
    const token = await tokenFor((await readyClient()).users.admin)
    const response = await client
      .post('/api/circuits')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json(
        circuit({
          description: '<b>Gras</b>',
          depositBonus: 2.5,
          defaultInstructions: Array.from({ length: 7 }, () => ({ label: 'Étape', type: 'none' })),
        })
      )
    response.assertStatus(422)
    response.assertBody(
      validationRefusal(response, {
        errors: {
          description: 'The description field must not contain markup (< or >).',
          depositBonus: 'The deposit bonus field must be a whole number.',
          defaultInstructions: 'At most 6 instructions.',
        },
      })
    )
    const long = await client
      .post('/api/circuits')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json(
        circuit({
          channel: 'store',
          deposit: 'post',
          defaultInstructions: [{ label: 'x'.repeat(151), type: 'none' }],
        })
      )
    long.assertBody(
      validationRefusal(long, {
        errors: {
          'defaultInstructions.0.label': 'The name field must be at most 150 characters long.',
        },
      })
    )
    const deposit = await client
      .post('/api/circuits')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json(circuit({ channel: 'store', deposit: 'post' }))
    deposit.assertBody(
      validationRefusal(deposit, {
        errors: { deposit: 'This deposit type does not exist for this channel.' },
      })
    )
  })

  test('a circuit active on a category cannot be deactivated', async ({ client }) => {
    const ready = await readyClient()
    const token = await tokenFor(ready.users.admin)
    const shown = await client.get(`/api/circuits/${ready.circuit.id}`).bearerToken(token)
    const refused = await client
      .put(`/api/circuits/${ready.circuit.id}`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ ...shown.body(), status: 'inactive' })
    refused.assertStatus(409)
    refused.assertBodyContains({ code: 'circuit_in_use' })
  })

  test("another retailer's admin neither sees nor edits them; a seller has no access", async ({ client }) => {
    const ready = await readyClient()
    const id = ready.circuit.id
    const own = await tokenFor(ready.users.admin)
    ;(await client.get(`/api/circuits/${id}`).bearerToken(own)).assertStatus(200)
    const other = await tokenFor((await bareRetailer()).admin)
    ;(await client.get(`/api/circuits/${id}`).bearerToken(other)).assertStatus(404)
    ;(await client.put(`/api/circuits/${id}`).bearerToken(other).json(circuit())).assertStatus(404)
    const seller = await tokenFor(ready.users.seller)
    ;(await client.get('/api/circuits').bearerToken(seller)).assertStatus(403)
  })
})
