import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import DiagnosticAnswer from '#models/diagnostic_answer'
import { presentQuestion } from '#presenters/question'
import { adminToken, questionsOf } from './fixtures.js'
import { validationRefusal } from '#tests/helpers/validation'

test.group('Diagnostic questions / update', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an update keeps, changes, adds and removes answers in one go', async ({ client, assert }) => {
    const { questions } = await questionsOf('consoles')
    const question = questions[0]
    const body = presentQuestion(question)
    const [first, ...others] = body.answers
    const response = await client
      .put(`/api/diagnostic-questions/${question.id}`)
      .bearerToken(await adminToken(client))
      .json({
        ...body,
        title: { ...body.title, fr: 'La console démarre-t-elle ?' },
        answers: [
          { ...others[0], priceImpact: -500 },
          { ...first },
          { name: { fr: 'Elle redémarre seule' }, gradeCap: 'D', priceImpact: -2000 },
        ],
      })
    response.assertStatus(200)
    response.assertBodyContains({ title: { fr: 'La console démarre-t-elle ?' } })
    const answers = await DiagnosticAnswer.query().where('question_id', question.id).orderBy('position')
    assert.deepEqual(
      answers.map((answer) => [answer.position, answer.gradeCap, answer.priceImpact]),
      [
        [0, others[0].gradeCap, -500],
        [1, first.gradeCap, first.priceImpact],
        [2, 'D', -2000],
      ]
    )
    assert.equal(answers[0].id, others[0].id)
    assert.equal(answers[1].id, first.id)
    for (const removed of others.slice(1)) assert.isNull(await DiagnosticAnswer.find(removed.id))
  })

  test('an update still needs two answers', async ({ client }) => {
    const { questions } = await questionsOf('consoles')
    const body = presentQuestion(questions[0])
    const response = await client
      .put(`/api/diagnostic-questions/${questions[0].id}`)
      .bearerToken(await adminToken(client))
      .header('Accept-Language', 'nl')
      .json({ ...body, answers: [] })
    response.assertStatus(422)
    response.assertBody(
      validationRefusal(response, { errors: { answers: 'Een vraag heeft minstens 2 antwoorden nodig.' } })
    )
  })
})
