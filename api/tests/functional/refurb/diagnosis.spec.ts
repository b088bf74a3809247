import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { ITEM_STATUSES } from '#domain/statuses'
import { tokenOf } from '#tests/helpers/demo'
import {
  LILLE,
  LYON,
  OPERATOR,
  askRefurbQuestions,
  diagnose,
  itemAt,
  nativeStockOf,
  stepsAt,
} from '#tests/helpers/refurb'

type FormAnswer = { id: number; name: string; stepIds: number[] }
type FormQuestion = { id: number; type: string; title: string; answers: FormAnswer[] }

const answerNamed = (questions: FormQuestion[], name: string) =>
  questions.flatMap((question) => question.answers).find((answer) => answer.name === name)!

test.group('Refurb diagnosis', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the questions of the product, the steps the answers suggest with their cost here, the planned total', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const item = await itemAt(LILLE)
    await askRefurbQuestions(item.product_id)
    const costs = await stepsAt(LILLE)

    const blank = await client.get(`/api/items/${item.id}/refurb-diagnosis`).bearerToken(token)
    blank.assertStatus(200)
    const questions = blank.body().questions as FormQuestion[]
    assert.deepEqual(
      questions.map((question) => question.type),
      ['unique', 'multiple', 'unique']
    )
    assert.isFalse(blank.body().warehouseTest)
    assert.deepEqual(blank.body().suggestedStepIds, [])
    assert.equal(blank.body().totalPlannedCost, 0)
    assert.sameDeepMembers(
      blank.body().steps.map((step: { id: number; cost: number }) => [step.id, step.cost]),
      costs.map((step) => [step.id, step.cost])
    )

    const answers = [
      answerNamed(questions, 'Cassé').id,
      answerNamed(questions, 'Batterie').id,
      answerNamed(questions, 'Coque').id,
      answerNamed(questions, 'Non').id,
    ]
    const form = await client
      .get(`/api/items/${item.id}/refurb-diagnosis`)
      .bearerToken(token)
      .qs({ answers: answers.join(',') })
    form.assertStatus(200)
    const suggested = ['Remplacement de l’écran', 'Remplacement de la batterie', 'Remplacement de la coque']
    const expected = costs.filter((step) => suggested.includes(step.name))
    assert.sameMembers(
      form.body().suggestedStepIds,
      expected.map((step) => step.id)
    )
    assert.equal(
      form.body().totalPlannedCost,
      expected.reduce((sum, step) => sum + step.cost, 0)
    )
    // The operator's own choice of steps is costed too.
    const chosen = await client
      .get(`/api/items/${item.id}/refurb-diagnosis`)
      .bearerToken(token)
      .qs({ answers: answers.join(','), steps: String(expected[0]!.id) })
    assert.equal(chosen.body().totalPlannedCost, expected[0]!.cost)
  })

  test('the diagnosis: refurb in progress through the status machine, steps to do, costs, answers, stock', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const operator = await User.findByOrFail('email', OPERATOR)
    const item = await itemAt(LILLE)
    await askRefurbQuestions(item.product_id)
    const form = await client.get(`/api/items/${item.id}/refurb-diagnosis`).bearerToken(token)
    const questions = form.body().questions as FormQuestion[]
    const answers = [
      answerNamed(questions, 'Rayé').id,
      answerNamed(questions, 'Batterie').id,
      answerNamed(questions, 'Oui').id,
    ]
    const costs = await stepsAt(LILLE)
    const steps = costs.filter((step) =>
      ['Nettoyage complet', 'Remplacement de la batterie'].includes(step.name)
    )
    const shelf = await db
      .from('stocks')
      .where('warehouse_id', item.destination_warehouse_id)
      .whereNull('native_kind')
      .firstOrFail()

    const response = await client
      .post(`/api/items/${item.id}/refurb-diagnosis`)
      .bearerToken(token)
      .json({
        version: form.body().item.version,
        answers,
        steps: steps.map((step) => step.id),
        stockId: shelf.id,
      })
    response.assertStatus(201)
    const planned = steps.reduce((sum, step) => sum + step.cost, 0)
    response.assertBodyContains({
      item: {
        status: 'item_refurb_in_progress',
        totalPlannedCost: planned,
        completedStepCost: 0,
        remainingCost: planned,
        stock: { id: shelf.id },
      },
      canValidate: false,
    })
    assert.deepEqual(
      response
        .body()
        .steps.map((step: { refurbStepId: number; status: string; cost: number }) => [
          step.refurbStepId,
          step.status,
          step.cost,
        ]),
      steps.map((step) => [step.id, 'to_do', step.cost])
    )

    const stored = await db.from('items').where('id', item.id).firstOrFail()
    assert.equal(stored.status, 'item_refurb_in_progress')
    assert.equal(stored.total_planned_cost, planned)
    assert.equal(stored.stock_id, shelf.id)
    const history = await db
      .from('status_history')
      .where({ subject_type: 'item', subject_id: item.id })
      .whereIn('event', ['refurb_diagnosis_started', 'refurb_steps_chosen'])
      .orderBy('id')
    assert.deepEqual(
      history.map((row) => [row.event, row.from_status, row.to_status, row.user_id]),
      [
        ['refurb_diagnosis_started', item.status, 'item_refurb_diagnostic_in_progress', operator.id],
        ['refurb_steps_chosen', 'item_refurb_diagnostic_in_progress', 'item_refurb_in_progress', operator.id],
      ]
    )
    const diagnosis = await db.from('item_refurb_diagnoses').where('item_id', item.id).firstOrFail()
    assert.equal(diagnosis.total_planned_cost, planned)
    assert.deepEqual(
      JSON.parse(diagnosis.answers).map((entry: { answers: { name: string }[] }) =>
        entry.answers.map((answer) => answer.name)
      ),
      [['Rayé'], ['Batterie'], ['Oui']]
    )
    const planning = await db
      .from('item_refurb_step_history')
      .where('item_id', item.id)
      .select('action', 'from_status', 'to_status', 'user_id')
    assert.deepEqual(
      planning.map((row) => [row.action, row.from_status, row.to_status, row.user_id]),
      steps.map(() => ['planned', null, 'to_do', operator.id])
    )

    // Diagnosed once: the search and the form refuse it now, and so does a second diagnosis.
    const search = await client
      .get(`/api/refurb-diagnosis/search/${item.identification_number}`)
      .bearerToken(token)
    search.assertStatus(409)
    search.assertBodyContains({ code: 'refurb_already_diagnosed' })
    const again = await client
      .post(`/api/items/${item.id}/refurb-diagnosis`)
      .bearerToken(token)
      .json({ version: stored.version, answers, steps: [], stockId: shelf.id })
    again.assertStatus(409)
    again.assertBodyContains({ code: 'refurb_already_diagnosed' })
  })

  test('a product without refurb questions is a warehouse test: the operator chooses the steps', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const item = await itemAt(LILLE)
    await db.from('product_refurb_questions').where('product_id', item.product_id).delete()
    // Left in a stock refurbishment does not use: by default it waits in "to refurbish".
    const quarantine = await nativeStockOf(LILLE, 'in_quarantine')
    await db.from('items').where('id', item.id).update({ stock_id: quarantine.id })
    const form = await client.get(`/api/items/${item.id}/refurb-diagnosis`).bearerToken(token)
    form.assertStatus(200)
    form.assertBodyContains({ questions: [], warehouseTest: true })
    const [step] = await stepsAt(LILLE)
    const diagnosed = await diagnose(client, token, item.id, { steps: [step!.id] })
    assert.equal(diagnosed.item.totalPlannedCost, step!.cost)
    const stock = await nativeStockOf(LILLE, 'to_refurbish')
    assert.equal(diagnosed.item.stock.id, stock.id)
  })

  test('an item whose diagnosis was started and left is diagnosed from there', async ({ client, assert }) => {
    const token = await tokenOf(client, OPERATOR)
    const item = await itemAt(LILLE)
    await db.from('items').where('id', item.id).update({ status: 'item_refurb_diagnostic_in_progress' })
    await diagnose(client, token, item.id, { steps: [] })
    const events = await db
      .from('status_history')
      .where({ subject_type: 'item', subject_id: item.id })
      .whereIn('event', ['refurb_diagnosis_started', 'refurb_steps_chosen'])
      .select('event')
    assert.deepEqual(
      events.map((row) => row.event),
      ['refurb_steps_chosen']
    )
  })

  test('refusals of the diagnosis: answers, steps, stock, stale version', async ({ client, assert }) => {
    const token = await tokenOf(client, OPERATOR)
    const item = await itemAt(LILLE)
    await askRefurbQuestions(item.product_id)
    const form = await client.get(`/api/items/${item.id}/refurb-diagnosis`).bearerToken(token)
    const questions = form.body().questions as FormQuestion[]
    const base = {
      version: form.body().item.version,
      answers: [
        answerNamed(questions, 'Parfait').id,
        answerNamed(questions, 'Aucune').id,
        answerNamed(questions, 'Non').id,
      ],
      steps: [],
      stockId: form.body().defaultStockId,
    }
    const post = (body: Record<string, unknown>) =>
      client
        .post(`/api/items/${item.id}/refurb-diagnosis`)
        .bearerToken(token)
        .header('Accept-Language', 'en')
        .json({ ...base, ...body })

    const missing = await post({ answers: base.answers.slice(1) })
    missing.assertStatus(422)
    missing.assertBodyContains({ code: 'refurb_answers_invalid' })
    const twoForUnique = await post({
      answers: [...base.answers, answerNamed(questions, 'Rayé').id],
    })
    twoForUnique.assertStatus(422)
    twoForUnique.assertBodyContains({ code: 'refurb_answers_invalid' })

    const unknownStep = await post({ steps: [999_999] })
    unknownStep.assertStatus(422)
    assert.deepEqual(unknownStep.body().errors, { 'steps.0': 'This value does not exist.' })

    const quarantine = await nativeStockOf(LILLE, 'in_quarantine')
    const badStock = await post({ stockId: quarantine.id })
    badStock.assertStatus(422)
    badStock.assertBodyContains({ code: 'refurb_stock_invalid' })

    const stale = await post({ version: base.version + 1 })
    stale.assertStatus(409)
    stale.assertBodyContains({ code: 'conflict' })

    // Nothing was written by the refusals.
    assert.equal((await db.from('items').where('id', item.id).first()).status, item.status)
    assert.lengthOf(await db.from('item_refurb_steps').where('item_id', item.id), 0)
    assert.lengthOf(await db.from('item_refurb_diagnoses').where('item_id', item.id), 0)
  })
})

test.group('Refurb diagnosis / search and scope', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('search: an item code or its buy-back number; the refusals of part 2 §8', async ({ client }) => {
    const token = await tokenOf(client, OPERATOR)
    const search = (code: string) =>
      client.get(`/api/refurb-diagnosis/search/${code}`).bearerToken(token).header('Accept-Language', 'en')
    const item = await itemAt(LILLE)

    const byCode = await search(item.identification_number)
    byCode.assertStatus(200)
    byCode.assertBodyContains({ itemId: item.id, buybackIdentificationNumber: item.buyback_number })
    ;(await search(item.buyback_number)).assertBodyContains({ itemId: item.id })

    const length = await search('ABC123')
    length.assertStatus(422)
    length.assertBody({
      code: 'refurb_code_length',
      message: 'The item code must contain 8 or 13 letters or digits.',
    })
    const unknown = await search('9999999999999')
    unknown.assertStatus(404)
    unknown.assertBody({
      code: 'refurb_item_not_found',
      message: 'Code not recognised or not assigned to the workshop.',
    })
    const inTransit = await itemAt(LILLE, ['item_in_transit'])
    const notEligible = await search(inTransit.identification_number)
    notEligible.assertStatus(409)
    notEligible.assertBodyContains({ code: 'refurb_status_not_eligible' })
  })

  test('search: a code naming several items lists them to choose from', async ({ client, assert }) => {
    const token = await tokenOf(client, OPERATOR)
    const first = await itemAt(LILLE)
    const second = await itemAt(LILLE, undefined, 1)
    // The second item's code is the first one's buy-back number (as an import could make it).
    await db.from('items').where('id', second.id).update({ identification_number: first.buyback_number })
    const response = await client
      .get(`/api/refurb-diagnosis/search/${first.buyback_number}`)
      .bearerToken(token)
    response.assertStatus(409)
    response.assertBodyContains({ code: 'refurb_several_items' })
    assert.sameMembers(
      response.body().items.map((one: { itemId: number }) => one.itemId),
      [first.id, second.id]
    )
  })

  test('another workshop’s item is not found; a store seller has no diagnosis', async ({ client }) => {
    const token = await tokenOf(client, OPERATOR)
    const lyon = await itemAt(LYON, ITEM_STATUSES)
    ;(
      await client.get(`/api/refurb-diagnosis/search/${lyon.identification_number}`).bearerToken(token)
    ).assertStatus(404)
    ;(await client.get(`/api/items/${lyon.id}/refurb-diagnosis`).bearerToken(token)).assertStatus(404)
    const post = await client
      .post(`/api/items/${lyon.id}/refurb-diagnosis`)
      .bearerToken(token)
      .json({ version: lyon.version, answers: [], steps: [], stockId: 1 })
    post.assertStatus(404)
    const seller = await tokenOf(client, 'seller@demo-retail.test')
    ;(await client.get(`/api/items/${lyon.id}/refurb-diagnosis`).bearerToken(seller)).assertStatus(403)
  })
})
