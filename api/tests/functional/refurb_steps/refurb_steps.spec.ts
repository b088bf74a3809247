import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Organization from '#models/organization'
import RefurbStep from '#models/refurb_step'
import Stock from '#models/stock'
import { tokenOf } from '#tests/helpers/demo'
import { validationRefusal } from '#tests/helpers/validation'

async function demo() {
  const account = await db.from('accounts').where('common_name', 'Demo Retail').firstOrFail()
  const stock = await Stock.query().where('account_id', account.id).firstOrFail()
  const lille = await Organization.findByOrFail('common_name', 'Atelier Lille-Lesquin')
  const lyon = await Organization.findByOrFail('common_name', 'Atelier Lyon Saint-Priest')
  return { account, stock, lille, lyon }
}

test.group('Refurb steps', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a workshop manager creates a step with a cost per workshop, then edits it', async ({ client }) => {
    const token = await tokenOf(client, 'wh.manager@demo-retail.test')
    const { stock, lille, lyon } = await demo()
    const created = await client
      .post('/api/refurb-steps')
      .bearerToken(token)
      .json({
        name: "Remplacement d'écran",
        description: 'Écran OLED d’origine',
        stockId: stock.id,
        costs: [
          { warehouseId: lille.id, cost: 4500 },
          { warehouseId: lyon.id, cost: 4200 },
        ],
      })
    created.assertStatus(201)
    created.assertBodyContains({ name: "Remplacement d'écran", stockId: stock.id })
    const edited = await client
      .put(`/api/refurb-steps/${created.body().id}`)
      .bearerToken(token)
      .json({
        name: "Remplacement d'écran",
        stockId: stock.id,
        costs: [{ warehouseId: lille.id, cost: 5000 }],
      })
    edited.assertStatus(200)
    edited.assertBodyContains({ costs: [{ warehouseId: lille.id, cost: 5000 }] })
  })

  test('name, description and stock are checked, each workshop costed once and of the account', async ({
    client,
  }) => {
    const token = await tokenOf(client, 'wh.manager@demo-retail.test')
    const { stock, lille } = await demo()
    const missing = await client
      .post('/api/refurb-steps')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ name: 'x'.repeat(256), description: 'd'.repeat(256) })
    missing.assertStatus(422)
    missing.assertBody(
      validationRefusal(missing, {
        errors: {
          name: 'The name field must be at most 255 characters long.',
          description: 'The description field must be at most 255 characters long.',
          stockId: 'The stock field is required.',
        },
      })
    )
    const costs = await client
      .post('/api/refurb-steps')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({
        name: 'Batterie',
        stockId: stock.id,
        costs: [
          { warehouseId: lille.id, cost: 1000 },
          { warehouseId: lille.id, cost: 1200 },
          { warehouseId: 999_999, cost: 5 },
        ],
      })
    costs.assertBody(
      validationRefusal(costs, {
        errors: {
          'costs.1.warehouseId': 'Each workshop can have only one cost.',
          'costs.2.warehouseId': 'This value does not exist.',
        },
      })
    )
  })

  test('a step proposed by a refurb diagnostic answer cannot be deleted; a free one can', async ({
    client,
  }) => {
    const token = await tokenOf(client, 'wh.manager@demo-retail.test')
    const used = await db.from('refurb_answer_steps').firstOrFail()
    const refused = await client
      .delete(`/api/refurb-steps/${used.refurb_step_id}`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
    refused.assertStatus(409)
    refused.assertBodyContains({ code: 'refurb_step_in_use' })

    const { stock } = await demo()
    const free = await RefurbStep.create({ accountId: stock.accountId, name: 'Libre', stockId: stock.id })
    ;(await client.delete(`/api/refurb-steps/${free.id}`).bearerToken(token)).assertStatus(200)
  })

  test('a store seller and another retailer have no access', async ({ client }) => {
    const step = await RefurbStep.firstOrFail()
    for (const email of ['seller@demo-retail.test', 'admin@other-retail.test']) {
      const token = await tokenOf(client, email)
      ;(await client.get(`/api/refurb-steps/${step.id}`).bearerToken(token)).assertStatus(403)
    }
  })
})
