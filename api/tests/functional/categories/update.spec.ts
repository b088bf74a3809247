import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Category from '#models/category'
import { presentCategory } from '#presenters/category'
import { clientCatalogue } from './fixtures.js'
import { validationRefusal } from '#tests/helpers/validation'
import { AccountFactory, OrganizationFactory, platformAdmin, tokenFor } from '#tests/helpers/factories'

/** The body the edit form sends back: the category as read, with the changes. */
async function bodyOf(category: Category, changes: Record<string, unknown> = {}) {
  await category.refresh()
  await category.load('warehouses')
  return { category, body: { ...presentCategory(category), ...changes } }
}

test.group('Categories / update', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin updates the fields and the reference workshops', async ({ client, assert }) => {
    const catalogue = await clientCatalogue()
    const second = await OrganizationFactory.apply('warehouse')
      .merge({ accountId: catalogue.account.id })
      .create()
    const xiaomi = await catalogue.under(catalogue.phones, { label: 'Xiaomi' })
    const { category, body } = await bodyOf(xiaomi, {
      label: 'Xiaomi et Redmi',
      defaultWeight: 210,
      warehouseIds: [second.id],
    })
    const response = await client
      .put(`/api/categories/${category.id}`)
      .bearerToken(catalogue.adminToken)
      .json(body)
    response.assertStatus(200)
    response.assertBodyContains({
      label: 'Xiaomi et Redmi',
      defaultWeight: 210,
      warehouseIds: [second.id],
    })
    const links = await db.from('category_warehouses').where('category_id', category.id)
    assert.deepEqual(
      links.map((link) => link.warehouse_id),
      [second.id]
    )
  })

  test('moving a category rewrites the path of its whole subtree', async ({ client, assert }) => {
    const catalogue = await clientCatalogue()
    const { phones: smartphones, tablets, iphone: child } = catalogue
    const grandchild = await catalogue.under(child, { label: 'iPhone reconditionnés' })
    const { body } = await bodyOf(smartphones, { parentId: tablets.id })
    const response = await client
      .put(`/api/categories/${smartphones.id}`)
      .bearerToken(catalogue.adminToken)
      .json(body)
    response.assertStatus(200)

    const moved = `${tablets.path}${tablets.id}/${smartphones.id}/`
    assert.equal((await Category.findOrFail(smartphones.id)).path, `${tablets.path}${tablets.id}/`)
    assert.equal((await Category.findOrFail(child.id)).path, moved)
    assert.equal((await Category.findOrFail(grandchild.id)).path, `${moved}${child.id}/`)
  })

  test('a category cannot be its own ancestor', async ({ client }) => {
    const catalogue = await clientCatalogue()
    const token = catalogue.adminToken
    const { category, body } = await bodyOf(catalogue.phones, { parentId: catalogue.iphone.id })
    const below = await client.put(`/api/categories/${category.id}`).bearerToken(token).json(body)
    below.assertStatus(422)
    below.assertBody(
      validationRefusal(below, {
        errors: {
          parentId:
            'Une catégorie ne peut pas être placée sous elle-même ni sous une de ses sous-catégories.',
        },
      })
    )
    const itself = await client
      .put(`/api/categories/${category.id}`)
      .bearerToken(token)
      .json({ ...body, parentId: category.id })
    itself.assertStatus(422)
    itself.assertBodyContains({
      errors: {
        parentId: 'Une catégorie ne peut pas être placée sous elle-même ni sous une de ses sous-catégories.',
      },
    })
  })

  test('the root keeps no parent and its identifier stays unique', async ({ client, assert }) => {
    const catalogue = await clientCatalogue()
    const token = catalogue.adminToken
    const { category, body } = await bodyOf(catalogue.root, { label: 'Catalogue', parentId: null })
    const saved = await client.put(`/api/categories/${category.id}`).bearerToken(token).json(body)
    saved.assertStatus(200)
    assert.isNull((await Category.findOrFail(category.id)).parentId)

    // The form goes on from the saved version (the one it loaded is now stale: 409 conflict).
    const taken = await client
      .put(`/api/categories/${category.id}`)
      .bearerToken(token)
      .json({ ...body, version: saved.body().version, identifier: catalogue.tablets.identifier })
    taken.assertStatus(422)
    taken.assertBody(
      validationRefusal(taken, {
        errors: { identifier: 'Cet identifiant est déjà utilisé dans le catalogue.' },
      })
    )
  })

  test('only a super admin can change the buyer of a category', async ({ client, assert }) => {
    const catalogue = await clientCatalogue()
    const newBuyer = await AccountFactory.merge({ commonName: 'Second Buyer' }).create()
    await db
      .table('linked_buyers')
      .insert({ retailer_account_id: catalogue.account.id, buyer_account_id: newBuyer.id })
    const { category, body } = await bodyOf(catalogue.tablets, { buyerAccountId: newBuyer.id })

    const refused = await client
      .put(`/api/categories/${category.id}`)
      .bearerToken(catalogue.adminToken)
      .header('Accept-Language', 'en')
      .json(body)
    refused.assertStatus(403)
    refused.assertBody({
      code: 'category_buyer_locked',
      message: 'Only a super admin can change the buyer of a category.',
    })

    const allowed = await client
      .put(`/api/categories/${category.id}`)
      .bearerToken(await tokenFor(await platformAdmin()))
      .json(body)
    allowed.assertStatus(200)
    assert.equal((await Category.findOrFail(category.id)).buyerAccountId, newBuyer.id)
  })
})
