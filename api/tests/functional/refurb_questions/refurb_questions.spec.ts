import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import RefurbStep from '#models/refurb_step'
import { tokenOf } from '#tests/helpers/demo'
import { validationRefusal } from '#tests/helpers/validation'

const demoSteps = async () => {
  const account = await db.from('accounts').where('common_name', 'Demo Retail').firstOrFail()
  return RefurbStep.query().where('account_id', account.id).orderBy('id')
}

test.group('Refurb diagnosis questions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a workshop manager creates a question whose answers propose steps, then edits it', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'wh.manager@demo-retail.test')
    const [screen, battery] = await demoSteps()
    const created = await client
      .post('/api/refurb-diagnosis-questions')
      .bearerToken(token)
      .json({
        title: "L'écran présente-t-il des rayures ?",
        type: 'unique',
        answers: [
          { name: 'Aucune rayure', stepIds: [] },
          { name: 'Rayures profondes', stepIds: [screen.id, battery.id] },
        ],
      })
    created.assertStatus(201)
    const body = created.body()
    assert.deepEqual(body.answers[1].stepIds.sort(), [screen.id, battery.id].sort())

    const edited = await client
      .put(`/api/refurb-diagnosis-questions/${body.id}`)
      .bearerToken(token)
      .json({
        title: body.title,
        type: 'multiple',
        answers: [
          { id: body.answers[1].id, name: 'Rayures profondes', stepIds: [screen.id] },
          { name: 'Écran fissuré', stepIds: [screen.id] },
        ],
      })
    edited.assertStatus(200)
    assert.equal(edited.body().answers[0].id, body.answers[1].id)
    assert.deepEqual(
      edited.body().answers.map((answer: { name: string }) => answer.name),
      ['Rayures profondes', 'Écran fissuré']
    )
    assert.isNull(await db.from('refurb_diagnostic_answers').where('id', body.answers[0].id).first())
  })

  test('title, type, two answers at least, answer names and steps of the account', async ({ client }) => {
    const token = await tokenOf(client, 'wh.manager@demo-retail.test')
    const one = await client
      .post('/api/refurb-diagnosis-questions')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ title: 't'.repeat(256), type: 'several', answers: [{ name: 'Oui' }] })
    one.assertStatus(422)
    one.assertBody(
      validationRefusal(one, {
        errors: {
          title: 'The title field must be at most 255 characters long.',
          type: 'The value chosen for type is not valid.',
          answers: 'A question needs at least 2 answers.',
        },
      })
    )
    const steps = await client
      .post('/api/refurb-diagnosis-questions')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({
        title: 'Boîtier',
        type: 'unique',
        answers: [{ name: 'A' }, { name: 'Rayé', stepIds: [999_999] }],
      })
    steps.assertBody(
      validationRefusal(steps, {
        errors: { 'answers.0.name': 'The name field must be between 2 and 255 characters long.' },
      })
    )
    const foreign = await client
      .post('/api/refurb-diagnosis-questions')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({
        title: 'Boîtier',
        type: 'unique',
        answers: [{ name: 'Intact' }, { name: 'Rayé', stepIds: [999_999] }],
      })
    foreign.assertBody(
      validationRefusal(foreign, { errors: { 'answers.1.stepIds': 'This value does not exist.' } })
    )
  })

  test('a store seller and another retailer have no access', async ({ client }) => {
    for (const email of ['seller@demo-retail.test', 'admin@other-retail.test']) {
      const token = await tokenOf(client, email)
      ;(await client.get('/api/refurb-diagnosis-questions').bearerToken(token)).assertStatus(403)
    }
  })
})
