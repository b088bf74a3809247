import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Category from '#models/category'
import { adminToken, categoryNamed, newCategoryBody } from './fixtures.js'

test.group('Categories / delete', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an empty category is deleted', async ({ client, assert }) => {
    const token = await adminToken(client)
    const created = await client
      .post('/api/categories')
      .bearerToken(token)
      .json(await newCategoryBody())
    created.assertStatus(201)
    const response = await client.delete(`/api/categories/${created.body().id}`).bearerToken(token)
    response.assertStatus(200)
    response.assertBodyContains({ identifier: 'foldables' })
    assert.isNull(await Category.find(created.body().id))
  })

  test('deletion is refused while subcategories are attached', async ({ client, assert }) => {
    const smartphones = await categoryNamed('smartphones')
    const response = await client
      .delete(`/api/categories/${smartphones.id}`)
      .bearerToken(await adminToken(client))
    response.assertStatus(409)
    response.assertBody({
      code: 'category_has_children',
      message: 'Cette catégorie contient des sous-catégories : supprimez-les ou déplacez-les d’abord.',
    })
    assert.isNotNull(await Category.find(smartphones.id))
  })

  test('deletion is refused while products are attached', async ({ client }) => {
    const xbox = await categoryNamed('xbox')
    const response = await client
      .delete(`/api/categories/${xbox.id}`)
      .bearerToken(await adminToken(client))
      .header('Accept-Language', 'nl')
      .json({})
    response.assertStatus(409)
    response.assertBody({
      code: 'category_has_products',
      message: 'Er zijn producten aan deze categorie gekoppeld: ze kan niet worden verwijderd.',
    })
  })

  test('deletion is refused while diagnostic questions are attached', async ({ client }) => {
    const token = await adminToken(client)
    const created = await client
      .post('/api/categories')
      .bearerToken(token)
      .json(await newCategoryBody())
    await db.table('diagnostic_questions').insert({
      category_id: created.body().id,
      position: 0,
      title: JSON.stringify({ fr: 'L’écran est-il intact ?' }),
      status: 'active',
      created_at: new Date(),
      updated_at: new Date(),
    })
    const response = await client.delete(`/api/categories/${created.body().id}`).bearerToken(token)
    response.assertStatus(409)
    response.assertBody({
      code: 'category_has_questions',
      message:
        'Des questions de diagnostic sont rattachées à cette catégorie : elle ne peut pas être supprimée.',
    })
  })
})
