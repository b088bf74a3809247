import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { presentQuestion } from '#presenters/question'
import { otherAdminToken, questionsOf } from './fixtures.js'

test.group('Diagnostic questions / tenancy', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('another retailer’s admin lists none of them', async ({ client, assert }) => {
    const response = await client.get('/api/diagnostic-questions').bearerToken(await otherAdminToken(client))
    response.assertStatus(200)
    assert.deepEqual(response.body(), [])
    assert.equal(response.header('x-total-count'), '0')
  })

  test('another retailer’s admin gets 404 on every question route', async ({ client }) => {
    const token = await otherAdminToken(client)
    const { category, questions } = await questionsOf('consoles')
    const question = questions[0]
    const calls = [
      client.get(`/api/diagnostic-questions/${question.id}`),
      client.put(`/api/diagnostic-questions/${question.id}`).json(presentQuestion(question)),
      client.delete(`/api/diagnostic-questions/${question.id}`),
      client.post(`/api/categories/${category.id}/questions/reorder`).json({ ids: [question.id] }),
      client.get(`/api/categories/${category.id}/products`),
      client
        .post(`/api/categories/${category.id}/estimate-preview`)
        .json({ productId: 'x', answers: [question.answers[0].id] }),
    ]
    for (const call of calls) {
      const response = await call.bearerToken(token)
      response.assertStatus(404)
    }
  })
})
