import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { tokenOf } from '#tests/helpers/demo'
import { LILLE, OPERATOR, actOn, diagnose, itemAt, nativeStockOf, stepsAt } from '#tests/helpers/refurb'

const ERASURE = 'Réinitialisation logicielle'
const CLEANING = 'Nettoyage complet'
const ERASED = { erasure: { method: 'nist_800_88_purge', tool: 'Blancco', reference: 'CERT-7' } }

/** A demo item of Lille whose category requires its data erased, with the two steps these tests use. */
async function phone() {
  const item = await itemAt(LILLE)
  const category = await db.from('categories').where('id', item.category_id).firstOrFail()
  await db.from('categories').where('id', category.id).update({ requires_data_erasure: true })
  const steps = await stepsAt(LILLE)
  const [cleaning, erasure] = [CLEANING, ERASURE].map((name) => steps.find((step) => step.name === name)!)
  return { item, category, cleaning: cleaning!, erasure: erasure! }
}

const versionOf = async (itemId: number) => (await db.from('items').where('id', itemId).first()).version

const stepsView = (client: ApiClient, token: string, itemId: number) =>
  client.get(`/api/items/${itemId}/refurb-steps`).bearerToken(token).header('Accept-Language', 'en')

const plan = async (client: ApiClient, token: string, itemId: number, refurbStepId: number) =>
  client
    .post(`/api/items/${itemId}/refurb-steps`)
    .bearerToken(token)
    .header('Accept-Language', 'en')
    .json({ version: await versionOf(itemId), refurbStepId })

const validate = async (client: ApiClient, token: string, itemId: number) =>
  client
    .post(`/api/items/${itemId}/refurb-steps/validate`)
    .bearerToken(token)
    .header('Accept-Language', 'en')
    .json({ version: await versionOf(itemId) })

test.group('Refurbishment without dead ends', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the diagnosis marks the required erasure step and refuses a plan without it', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const { item, category, cleaning, erasure } = await phone()
    const form = await client.get(`/api/items/${item.id}/refurb-diagnosis`).bearerToken(token)
    form.assertStatus(200)
    assert.deepEqual(form.body().erasureRequired, { category: category.label })
    const required = form.body().steps.filter((step: { required: boolean }) => step.required)
    assert.includeMembers(
      required.map((step: { id: number }) => step.id),
      [erasure.id]
    )
    assert.notInclude(
      required.map((step: { id: number }) => step.id),
      cleaning.id
    )
    // Not refurbished yet: the "refurb completed" stock is not offered.
    const completed = await nativeStockOf(LILLE, 'refurb_completed')
    assert.notInclude(
      form.body().stocks.map((stock: { id: number }) => stock.id),
      completed.id
    )

    const refused = await client
      .post(`/api/items/${item.id}/refurb-diagnosis`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({
        version: form.body().item.version,
        answers: form
          .body()
          .questions.map((question: { answers: { id: number }[] }) => question.answers[0]!.id),
        steps: [cleaning.id],
        stockId: form.body().defaultStockId,
      })
    refused.assertStatus(422)
    assert.equal(
      refused.body().errors.steps,
      `The category ${category.label} requires a data erasure: keep an erasure step in the plan.`
    )
    const stockRefused = await client
      .post(`/api/items/${item.id}/refurb-diagnosis`)
      .bearerToken(token)
      .json({
        version: form.body().item.version,
        answers: form
          .body()
          .questions.map((question: { answers: { id: number }[] }) => question.answers[0]!.id),
        steps: [erasure.id],
        stockId: completed.id,
      })
    stockRefused.assertStatus(422)
    assert.equal((await db.from('items').where('id', item.id).first()).status, item.status)
  })

  test('an erasure step cancelled is planned again, a new step, and the phone reaches sellable stock', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const { item, category, cleaning, erasure } = await phone()
    const { steps } = await diagnose(client, token, item.id, { steps: [cleaning.id, erasure.id] })
    const cleaningStep = steps.find((step) => step.refurbStepId === cleaning.id)!
    const erasureStep = steps.find((step) => step.refurbStepId === erasure.id)!

    // Before the cancellation, the step says what follows.
    const before = await stepsView(client, token, item.id)
    const shown = before.body().steps.find((step: { id: number }) => step.id === erasureStep.id)
    assert.isTrue(shown.required)
    assert.isTrue(shown.cancelLeavesErasureOut)
    await actOn(client, token, cleaningStep.id, 'start')
    await actOn(client, token, cleaningStep.id, 'complete')
    ;(await actOn(client, token, erasureStep.id, 'cancel', { reason: 'Outil en panne' })).assertStatus(200)

    const refused = await validate(client, token, item.id)
    refused.assertStatus(409)
    assert.equal(refused.body().code, 'refurb_erasure_required')
    assert.include(refused.body().message, category.label)
    assert.include(refused.body().message, 'plan an erasure step')
    assert.includeDeepMembers(refused.body().missing.erasure.plannable, [{ id: erasure.id, name: ERASURE }])
    // The steps page says so before the click: validation closed, the erasure to plan named.
    const waiting = (await stepsView(client, token, item.id)).body()
    assert.isFalse(waiting.canValidate)
    assert.equal(waiting.missing.erasure.category, category.label)

    const cancelled = (await stepsView(client, token, item.id)).body().steps
    assert.isTrue(cancelled.find((step: { id: number }) => step.id === erasureStep.id).replannable)
    const planned = await plan(client, token, item.id, erasure.id)
    planned.assertStatus(201)
    const again = planned
      .body()
      .steps.filter((step: { refurbStepId: number }) => step.refurbStepId === erasure.id)
    assert.deepEqual(
      again.map((step: { status: string }) => step.status),
      ['cancelled', 'to_do']
    )
    const fresh = again[1] as { id: number; cost: number }
    assert.equal(planned.body().item.totalPlannedCost, cleaning.cost + erasure.cost)
    const history = await db.from('item_refurb_step_history').where('item_refurb_step_id', fresh.id)
    assert.deepEqual(
      history.map((row) => [row.action, row.from_status, row.to_status]),
      [['planned', null, 'to_do']]
    )
    const old = await db.from('item_refurb_step_history').where('item_refurb_step_id', erasureStep.id)
    assert.deepEqual(
      old.map((row) => row.action),
      ['planned', 'cancel']
    )
    // Planned once: a second time while it is open is refused.
    const twice = await plan(client, token, item.id, erasure.id)
    twice.assertStatus(409)
    assert.equal(
      twice.body().message,
      `The step “${ERASURE}” is already planned for this product and not finished.`
    )

    const unfinished = await validate(client, token, item.id)
    unfinished.assertStatus(409)
    assert.deepEqual(unfinished.body().missing.steps, [
      { id: fresh.id, name: ERASURE, status: 'to_do', dataErasure: true },
    ])
    await actOn(client, token, fresh.id, 'start')
    ;(await actOn(client, token, fresh.id, 'complete', ERASED)).assertStatus(200)
    const validated = await validate(client, token, item.id)
    validated.assertStatus(200)
    validated.assertBodyContains({ item: { status: 'item_refurb_completed' } })
  })

  test('adding a step: one of the workshop’s, at its cost, on the item’s version, while in refurbishment', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const { item, cleaning, erasure } = await phone()
    await diagnose(client, token, item.id, { steps: [erasure.id] })
    const view = await stepsView(client, token, item.id)
    assert.includeMembers(
      view.body().plannable.map((step: { id: number }) => step.id),
      [cleaning.id, erasure.id]
    )
    const stale = await client
      .post(`/api/items/${item.id}/refurb-steps`)
      .bearerToken(token)
      .json({ version: 1, refurbStepId: cleaning.id })
    stale.assertStatus(409)
    assert.equal(stale.body().code, 'conflict')
    const added = await plan(client, token, item.id, cleaning.id)
    added.assertStatus(201)
    assert.sameMembers(
      added.body().steps.map((step: { refurbStepId: number }) => step.refurbStepId),
      [erasure.id, cleaning.id]
    )
    const unknown = await plan(client, token, item.id, 999_999)
    unknown.assertStatus(422)
    assert.property(unknown.body().errors, 'refurbStepId')

    // A refurbished item takes no new step.
    await db.from('categories').where('id', item.category_id).update({ requires_data_erasure: false })
    const open = (await stepsView(client, token, item.id)).body().steps
    for (const step of open) await actOn(client, token, step.id, 'cancel', { reason: 'Inutile' })
    ;(await validate(client, token, item.id)).assertStatus(200)
    assert.deepEqual((await stepsView(client, token, item.id)).body().plannable, [])
    const late = await plan(client, token, item.id, cleaning.id)
    late.assertStatus(409)
    assert.equal(late.body().code, 'refurb_not_in_progress')
  })
})
