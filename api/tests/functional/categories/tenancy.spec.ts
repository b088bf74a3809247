import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Category from '#models/category'
import { categoryBodyFor, clientCatalogue } from './fixtures.js'
import { bareRetailer, platformAdmin, tokenFor } from '#tests/helpers/factories'
import { validationRefusal } from '#tests/helpers/validation'

type Node = { identifier: string; children?: Node[] }
const identifiers = (nodes: Node[]): string[] =>
  nodes.flatMap((node) => [node.identifier, ...identifiers(node.children ?? [])])

test.group('Categories / tenancy', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('another retailer’s admin sees none of them in the list or the tree', async ({ client, assert }) => {
    await clientCatalogue()
    const other = await bareRetailer()
    const token = await tokenFor(other.admin)
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
    const catalogue = await clientCatalogue()
    const other = await clientCatalogue()
    const superAdmin = await tokenFor(await platformAdmin())
    const everything = await client.get('/api/categories/tree').bearerToken(superAdmin)
    assert.includeMembers(identifiers(everything.body()), [
      catalogue.iphone.identifier,
      other.iphone.identifier,
    ])
    const forOther = await client
      .get('/api/categories/tree')
      .qs({ accountId: other.account.id })
      .bearerToken(superAdmin)
    forOther.assertStatus(200)
    const own = await Category.query().where('account_id', other.account.id).select('identifier')
    assert.sameMembers(
      identifiers(forOther.body()),
      own.map((category) => category.identifier)
    )
    assert.notInclude(identifiers(forOther.body()), catalogue.iphone.identifier)

    const refused = await client
      .get('/api/categories/tree')
      .qs({ accountId: catalogue.account.id })
      .bearerToken(other.adminToken)
    refused.assertStatus(403)
  })

  test('another retailer’s admin gets 404 on every category route', async ({ client }) => {
    const catalogue = await clientCatalogue()
    const token = await tokenFor((await bareRetailer()).admin)
    const { tablets, circuit } = catalogue
    const calls = [
      client.get(`/api/categories/${tablets.id}`),
      client.put(`/api/categories/${tablets.id}`).json(categoryBodyFor(catalogue)),
      client.delete(`/api/categories/${tablets.id}`),
      client.post(`/api/categories/${tablets.id}/circuits/${circuit.id}`),
      client.delete(`/api/categories/${tablets.id}/circuits/${circuit.id}`),
    ]
    for (const call of calls) {
      const response = await call.bearerToken(token)
      response.assertStatus(404)
      response.assertBodyContains({ code: 'not_found' })
    }
  })

  test('another retailer’s admin cannot create below someone else’s category', async ({ client, assert }) => {
    const catalogue = await clientCatalogue()
    const other = await bareRetailer()
    const response = await client
      .post('/api/categories')
      .bearerToken(await tokenFor(other.admin))
      .json(categoryBodyFor(catalogue))
    // The parent is not found, so this would be the other account's own root: the client's buyer and
    // workshop are not its own.
    response.assertStatus(422)
    response.assertBody(
      validationRefusal(response, {
        errors: { buyerAccountId: 'Cette valeur n’existe pas.', warehouseIds: 'Cette valeur n’existe pas.' },
      })
    )
    assert.isNull(await Category.findBy('identifier', 'foldables'))
  })
})
