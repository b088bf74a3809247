import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Category from '#models/category'
import {
  categoryNamed,
  circuitsOf,
  demoRetail,
  newCategoryBody,
  otherAdminToken,
  superAdminToken,
} from './fixtures.js'
import User from '#models/user'
import { validationRefusal } from '#tests/helpers/validation'

test.group('Categories / tenancy', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('another retailer’s admin sees none of them in the list or the tree', async ({ client, assert }) => {
    const token = await otherAdminToken(client)
    const list = await client.get('/api/categories').bearerToken(token)
    list.assertStatus(200)
    assert.deepEqual(list.body(), [])
    assert.equal(list.header('x-total-count'), '0')
    const tree = await client.get('/api/categories/tree').bearerToken(token)
    assert.deepEqual(tree.body(), [])
    const options = await client.get('/api/categories/form-options').bearerToken(token)
    assert.deepEqual(options.body().buyers, [])
  })

  test('the platform acting for a client gets that client’s tree; a retailer naming another gets 403', async ({
    client,
    assert,
  }) => {
    const superAdmin = await superAdminToken(client)
    const other = await User.findByOrFail('email', 'admin@other-retail.test')
    const identifiers = (nodes: { identifier: string; children?: unknown[] }[]): string[] =>
      nodes.flatMap((node) => [node.identifier, ...identifiers((node.children ?? []) as typeof nodes)])
    const everything = await client.get('/api/categories/tree').bearerToken(superAdmin)
    assert.include(identifiers(everything.body()), 'xbox')
    const forOther = await client
      .get('/api/categories/tree')
      .qs({ accountId: other.accountId })
      .bearerToken(superAdmin)
    forOther.assertStatus(200)
    assert.notInclude(identifiers(forOther.body()), 'xbox')
    const own = await Category.query().where('account_id', other.accountId).select('identifier')
    assert.sameMembers(
      identifiers(forOther.body()),
      own.map((category) => category.identifier)
    )

    const demo = await demoRetail()
    const refused = await client
      .get('/api/categories/tree')
      .qs({ accountId: demo.account.id })
      .bearerToken(await otherAdminToken(client))
    refused.assertStatus(403)
  })

  test('another retailer’s admin gets 404 on every category route', async ({ client }) => {
    const token = await otherAdminToken(client)
    const xbox = await categoryNamed('xbox')
    const circuits = await circuitsOf(xbox.accountId)
    const body = await newCategoryBody()
    const calls = [
      client.get(`/api/categories/${xbox.id}`),
      client.put(`/api/categories/${xbox.id}`).json(body),
      client.delete(`/api/categories/${xbox.id}`),
      client.post(`/api/categories/${xbox.id}/circuits/${circuits.store_drop.id}`),
      client.delete(`/api/categories/${xbox.id}/circuits/${circuits.store_drop.id}`),
    ]
    for (const call of calls) {
      const response = await call.bearerToken(token)
      response.assertStatus(404)
      response.assertBodyContains({ code: 'not_found' })
    }
  })

  test('another retailer’s admin cannot create below someone else’s category', async ({ client, assert }) => {
    const response = await client
      .post('/api/categories')
      .bearerToken(await otherAdminToken(client))
      .json(await newCategoryBody())
    // The parent is not found, so this would be the other account's own root: Demo Retail's buyer and
    // workshops are not its own.
    response.assertStatus(422)
    response.assertBody(
      validationRefusal(response, {
        errors: { buyerAccountId: 'Cette valeur n’existe pas.', warehouseIds: 'Cette valeur n’existe pas.' },
      })
    )
    assert.isNull(await Category.findBy('identifier', 'foldables'))
  })
})
