import { test } from '@japa/runner'
import { anonymousToken } from '#tests/helpers/demo'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import OrganizationRootDetail from '#models/organization_root_detail'
import User from '#models/user'

test.group('Storefront / categories and stores', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the category tree below the catalogue root, only when the client enables the navigation', async ({
    client,
    assert,
  }) => {
    const token = await anonymousToken(client)
    const response = await client.get('/api/storefront/categories').bearerToken(token)
    response.assertStatus(200)
    const labels = response.body().map((one: { label: string }) => one.label)
    assert.includeMembers(labels, ['Smartphones', 'Tablettes'])
    const smartphones = response.body().find((one: { label: string }) => one.label === 'Smartphones')
    assert.includeMembers(
      smartphones.children.map((one: { label: string }) => one.label),
      ['Apple iPhone', 'Samsung Galaxy']
    )

    const accountId = (await User.findByOrFail('email', 'admin@demo-retail.test')).accountId
    await OrganizationRootDetail.query()
      .where('account_id', accountId)
      .update({ category_navigation_enabled: false })
    ;(await client.get('/api/storefront/categories').bearerToken(token)).assertStatus(404)
  })

  test('the stores of this client only, with address and position', async ({ client, assert }) => {
    const token = await anonymousToken(client)
    const response = await client.get('/api/storefront/stores').bearerToken(token)
    response.assertStatus(200)
    const accountId = (await User.findByOrFail('email', 'admin@demo-retail.test')).accountId
    const [{ total }] = await db
      .from('organizations')
      .where({ account_id: accountId, type: 'store', status: 'active' })
      .count('* as total')
    assert.lengthOf(response.body(), Number(total))
    const rivoli = response.body().find((one: { name: string }) => one.name === 'Paris Rivoli')
    assert.equal(rivoli.city, 'Paris')
    assert.closeTo(rivoli.latitude, 48.86, 0.01)
    assert.notInclude(
      response.body().map((one: { name: string }) => one.name),
      'Bordeaux Sainte-Catherine'
    )
  })
})
