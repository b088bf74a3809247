import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import DiagnosticQuestion from '#models/diagnostic_question'
import { adminToken, categoryNamed, newQuestionBody, questionsOf } from './fixtures.js'
import { validationRefusal } from '#tests/helpers/validation'

test.group('Diagnostic questions / create', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin adds a question with its answers at the end of the category', async ({ client, assert }) => {
    const { category, questions } = await questionsOf('consoles')
    const response = await client
      .post('/api/diagnostic-questions')
      .bearerToken(await adminToken(client))
      .json(newQuestionBody(category.id))
    response.assertStatus(201)
    response.assertBodyContains({
      categoryId: category.id,
      position: questions.length,
      title: { fr: 'La batterie tient-elle la charge ?', en: 'Does the battery hold its charge?' },
      answers: [
        { position: 0, name: { fr: 'Oui', en: 'Yes' }, gradeCap: 'A', priceImpact: 0 },
        { position: 1, gradeCap: 'C', priceImpact: -1500, description: { fr: 'Autonomie réduite' } },
      ],
    })
    const row = await DiagnosticQuestion.query()
      .where('id', response.body().id)
      .preload('answers')
      .firstOrFail()
    assert.deepEqual(row.title, {
      fr: 'La batterie tient-elle la charge ?',
      en: 'Does the battery hold its charge?',
    })
    assert.lengthOf(row.answers, 2)
  })

  test('a question needs at least two answers', async ({ client }) => {
    const category = await categoryNamed('consoles')
    const body = newQuestionBody(category.id)
    const response = await client
      .post('/api/diagnostic-questions')
      .bearerToken(await adminToken(client))
      .json({ ...body, answers: body.answers.slice(0, 1) })
    response.assertStatus(422)
    response.assertBody(
      validationRefusal(response, { errors: { answers: 'Une question doit avoir au moins 2 réponses.' } })
    )
  })

  test('titles and names are 2 to 255 in French and every language written', async ({ client }) => {
    const category = await categoryNamed('consoles')
    const body = newQuestionBody(category.id)
    const response = await client
      .post('/api/diagnostic-questions')
      .bearerToken(await adminToken(client))
      .json({
        ...body,
        title: { fr: null, en: 'x'.repeat(256) },
        answers: [body.answers[0], { ...body.answers[1], name: { fr: 'N' } }],
      })
    response.assertStatus(422)
    response.assertBody(
      validationRefusal(response, {
        errors: {
          'title.fr': 'Le champ texte en français est obligatoire.',
          'title.en': 'Le champ texte en anglais doit contenir entre 2 et 255 caractères.',
          'answers.1.name.fr': 'Le champ texte en français doit contenir entre 2 et 255 caractères.',
        },
      })
    )
  })

  test('descriptions are at most 3000 characters; grade cap and impact are checked', async ({ client }) => {
    const category = await categoryNamed('consoles')
    const body = newQuestionBody(category.id)
    const response = await client
      .post('/api/diagnostic-questions')
      .bearerToken(await adminToken(client))
      .header('Accept-Language', 'en')
      .json({
        ...body,
        howToTest: { fr: 'x'.repeat(3001) },
        answers: [
          { ...body.answers[0], gradeCap: 'F' },
          { ...body.answers[1], priceImpact: 10.5, description: { de: 'y'.repeat(3001) } },
        ],
      })
    response.assertStatus(422)
    response.assertBody(
      validationRefusal(response, {
        errors: {
          'howToTest.fr': 'The French text field must be at most 3000 characters long.',
          'answers.0.gradeCap': 'The value chosen for grade cap is not valid.',
          'answers.1.priceImpact': 'The price impact field must be a whole number.',
          'answers.1.description.de': 'The German text field must be at most 3000 characters long.',
        },
      })
    )
  })

  test('a category of another account is not found', async ({ client }) => {
    const response = await client
      .post('/api/diagnostic-questions')
      .bearerToken(await (await import('./fixtures.js')).otherAdminToken(client))
      .json(newQuestionBody((await categoryNamed('consoles')).id))
    response.assertStatus(404)
  })
})
