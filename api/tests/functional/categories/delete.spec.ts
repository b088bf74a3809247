import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Category from '#models/category'
import DiagnosticQuestion from '#models/diagnostic_question'
import { clientCatalogue } from './fixtures.js'

test.group('Categories / delete', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an empty category is deleted', async ({ client, assert }) => {
    const catalogue = await clientCatalogue()
    const empty = await catalogue.under(catalogue.phones, { identifier: 'foldables' })
    const response = await client.delete(`/api/categories/${empty.id}`).bearerToken(catalogue.adminToken)
    response.assertStatus(200)
    response.assertBodyContains({ identifier: 'foldables' })
    assert.isNull(await Category.find(empty.id))
  })

  test('deletion is refused while subcategories are attached', async ({ client, assert }) => {
    const { phones, adminToken } = await clientCatalogue()
    const response = await client.delete(`/api/categories/${phones.id}`).bearerToken(adminToken)
    response.assertStatus(409)
    response.assertBody({
      code: 'category_has_children',
      message: 'Cette catégorie contient des sous-catégories : supprimez-les ou déplacez-les d’abord.',
    })
    assert.isNotNull(await Category.find(phones.id))
  })

  test('deletion is refused while products are attached', async ({ client, assert }) => {
    const { iphone, adminToken } = await clientCatalogue()
    const response = await client
      .delete(`/api/categories/${iphone.id}`)
      .bearerToken(adminToken)
      .header('Accept-Language', 'nl')
      .json({})
    response.assertStatus(409)
    response.assertBody({
      code: 'category_has_products',
      message: 'Er zijn producten aan deze categorie gekoppeld: ze kan niet worden verwijderd.',
    })
    assert.isNotNull(await Category.find(iphone.id))
  })

  test('deletion is refused while diagnostic questions are attached', async ({ client, assert }) => {
    const catalogue = await clientCatalogue()
    const asked = await catalogue.under(catalogue.phones)
    await DiagnosticQuestion.create({
      categoryId: asked.id,
      position: 0,
      title: { fr: 'L’écran est-il intact ?' },
      status: 'active',
    })
    const response = await client.delete(`/api/categories/${asked.id}`).bearerToken(catalogue.adminToken)
    response.assertStatus(409)
    response.assertBody({
      code: 'category_has_questions',
      message:
        'Des questions de diagnostic sont rattachées à cette catégorie : elle ne peut pas être supprimée.',
    })
    assert.isNotNull(await Category.find(asked.id))
  })
})
