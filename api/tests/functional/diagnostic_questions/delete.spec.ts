import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import DiagnosticQuestion from '#models/diagnostic_question'
import DiagnosticAnswer from '#models/diagnostic_answer'
import { adminToken, questionsOf } from './fixtures.js'

test.group('Diagnostic questions / delete', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a deleted question takes its answers and closes the gap in the order', async ({ client, assert }) => {
    const { category, questions } = await questionsOf('consoles')
    const removed = questions[0]
    const response = await client
      .delete(`/api/diagnostic-questions/${removed.id}`)
      .bearerToken(await adminToken(client))
    response.assertStatus(200)
    assert.isNull(await DiagnosticQuestion.find(removed.id))
    assert.lengthOf(await DiagnosticAnswer.query().where('question_id', removed.id), 0)
    const left = await DiagnosticQuestion.query().where('category_id', category.id).orderBy('position')
    assert.deepEqual(
      left.map((question) => [question.id, question.position]),
      questions.slice(1).map((question, index) => [question.id, index])
    )
  })
})
