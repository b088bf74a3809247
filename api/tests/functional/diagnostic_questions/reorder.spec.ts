import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import DiagnosticQuestion from '#models/diagnostic_question'
import { adminToken, questionsOf } from './fixtures.js'

test.group('Diagnostic questions / reorder', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the questions take the order of the ids sent', async ({ client, assert }) => {
    const { category, questions } = await questionsOf('tablets')
    const ids = questions.map((question) => question.id).reverse()
    const response = await client
      .post(`/api/categories/${category.id}/questions/reorder`)
      .bearerToken(await adminToken(client))
      .json({ ids })
    response.assertStatus(200)
    const rows = await DiagnosticQuestion.query().where('category_id', category.id).orderBy('position')
    assert.deepEqual(
      rows.map((row) => row.id),
      ids
    )
  })

  test('the ids must be exactly the category’s questions, or nothing moves', async ({ client, assert }) => {
    const { category, questions } = await questionsOf('tablets')
    const { questions: others } = await questionsOf('consoles')
    const ids = questions.map((question) => question.id)
    const response = await client
      .post(`/api/categories/${category.id}/questions/reorder`)
      .bearerToken(await adminToken(client))
      .json({ ids: [...ids.slice(1), others[0].id] })
    response.assertStatus(422)
    response.assertBody({
      code: 'question_order_mismatch',
      message: 'L’ordre envoyé ne correspond pas aux questions de la catégorie : rechargez la page.',
    })
    const rows = await DiagnosticQuestion.query().where('category_id', category.id).orderBy('position')
    assert.deepEqual(
      rows.map((row) => row.id),
      ids
    )
  })
})
