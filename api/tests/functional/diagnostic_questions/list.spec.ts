import { test } from '@japa/runner'
import DiagnosticQuestion from '#models/diagnostic_question'
import { adminToken, questionsOf } from './fixtures.js'

test.group('Diagnostic questions / list', () => {
  test('the questions of a category come in their order with their answers', async ({ client, assert }) => {
    const { category, questions } = await questionsOf('smartphones')
    const response = await client
      .get('/api/diagnostic-questions')
      .qs({ categoryId: category.id, _start: 0, _end: 100 })
      .bearerToken(await adminToken(client))
    response.assertStatus(200)
    assert.equal(response.header('x-total-count'), String(questions.length))
    assert.deepEqual(
      response.body().map((row: { id: number }) => row.id),
      questions.map((question) => question.id)
    )
    assert.lengthOf(response.body()[0].answers, questions[0].answers.length)
  })

  test('it pages, sorts descending and searches the titles', async ({ client, assert }) => {
    const token = await adminToken(client)
    const all = await DiagnosticQuestion.query().orderBy('id', 'desc')
    const page = await client
      .get('/api/diagnostic-questions')
      .qs({ _start: 2, _end: 4, _sort: 'id', _order: 'DESC' })
      .bearerToken(token)
    assert.equal(page.header('x-total-count'), String(all.length))
    assert.deepEqual(
      page.body().map((row: { id: number }) => row.id),
      all.slice(2, 4).map((question) => question.id)
    )
    const search = await client.get('/api/diagnostic-questions').qs({ q: 'écran' }).bearerToken(token)
    assert.isAbove(search.body().length, 0)
    for (const row of search.body()) assert.include(row.title.fr.toLowerCase(), 'écran')
  })
})
