import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { tokenOf } from '#tests/helpers/demo'
import { LILLE, OPERATOR, actOn, diagnose, firstAnswers, itemAt, stepsAt } from '#tests/helpers/refurb'

const AT_ONCE = 50
const ERASURE = 'Réinitialisation logicielle'

/**
 * Fifty operators act on one step with the version they all read, outside the global transaction so that
 * on MySQL each request holds its own connection: the step's version lets exactly one through, and the
 * others are told another user has just changed it. The rows are put back as they were afterwards.
 */
/** Puts an item back as it was before a test outside the global transaction diagnosed it. */
async function restoredAfter(cleanup: (handler: () => Promise<void>) => void, itemId: number) {
  const before = await db.from('items').where('id', itemId).firstOrFail()
  const lastHistory = (await db.from('status_history').max('id as id').first()).id
  cleanup(async () => {
    await db.from('item_refurb_steps').where('item_id', itemId).delete()
    await db.from('item_refurb_diagnoses').where('item_id', itemId).delete()
    await db
      .from('status_history')
      .where('id', '>', lastHistory)
      .where({ subject_type: 'item', subject_id: itemId })
      .delete()
    const { id, ...columns } = before
    await db.from('items').where('id', id).update(columns)
  })
}

test.group('Item refurb steps / at once', () => {
  test('50 concurrent actions on one step: 1 success, 49 × 409 with the conflict message', async ({
    client,
    assert,
    cleanup,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const row = await itemAt(LILLE, undefined, 2)
    await restoredAfter(cleanup, row.id)

    // A data-erasure step: the demo phone's category requires one in the plan.
    const definition = (await stepsAt(LILLE)).find((step) => step.name === ERASURE)
    const { steps, item } = await diagnose(client, token, row.id, { steps: [definition!.id] })
    const step = steps[0]!
    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        client
          .post(`/api/item-refurb-steps/${step.id}/start`)
          .bearerToken(token)
          .header('Accept-Language', 'en')
          .json({ version: step.version, stockId: item.stock.id })
      )
    )
    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 200).length, 1, statuses.join(','))
    assert.equal(statuses.filter((status) => status === 409).length, AT_ONCE - 1, statuses.join(','))
    for (const refused of responses.filter((response) => response.status() === 409)) {
      refused.assertBody({
        code: 'refurb_step_conflict',
        message:
          'Another user has just changed the status of this step: the action is not possible. Reload the step.',
      })
    }
    const stored = await db.from('item_refurb_steps').where('id', step.id).firstOrFail()
    assert.deepEqual([stored.status, stored.version], ['in_progress', step.version + 1])
    const started = await db
      .from('item_refurb_step_history')
      .where({ item_refurb_step_id: step.id, action: 'start' })
    assert.lengthOf(started, 1)
  })

  test('each step of one item completed at once: all recorded, the completed costs add up', async ({
    client,
    assert,
    cleanup,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const row = await itemAt(LILLE, undefined, 3)
    await restoredAfter(cleanup, row.id)
    const definitions = await stepsAt(LILLE)
    const { steps, item } = await diagnose(client, token, row.id, {
      steps: definitions.map((step) => step.id),
    })
    for (const step of steps) {
      ;(await actOn(client, token, step.id, 'start', { stockId: item.stock.id })).assertStatus(200)
    }
    const responses = await Promise.all(
      steps.map((step) =>
        client
          .post(`/api/item-refurb-steps/${step.id}/complete`)
          .bearerToken(token)
          // The demo's software reset is a data-erasure step: its proof goes with it (ignored by the others).
          .json({
            version: step.version + 1,
            stockId: item.stock.id,
            erasure: { method: 'vendor_reset', tool: 'Apple Configurator 2', reference: 'CERT-AT-ONCE' },
          })
      )
    )
    assert.deepEqual(
      responses.map((response) => response.status()),
      steps.map(() => 200)
    )
    const stored = await db.from('items').where('id', row.id).firstOrFail()
    const total = definitions.reduce((sum, step) => sum + step.cost, 0)
    assert.deepEqual([stored.total_planned_cost, stored.completed_step_cost], [total, total])
  })

  test('10 parallel diagnoses of one item: 1 recorded, 9 × 409 already diagnosed', async ({
    client,
    assert,
    cleanup,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const row = await itemAt(LILLE, undefined, 4)
    await restoredAfter(cleanup, row.id)
    // A data-erasure step: the demo phone's category requires one in the plan.
    const definition = (await stepsAt(LILLE)).find((step) => step.name === ERASURE)
    const form = await client.get(`/api/items/${row.id}/refurb-diagnosis`).bearerToken(token)
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        client
          .post(`/api/items/${row.id}/refurb-diagnosis`)
          .bearerToken(token)
          .json({
            version: form.body().item.version,
            answers: firstAnswers(form.body().questions),
            steps: [definition!.id],
            stockId: form.body().defaultStockId,
          })
      )
    )
    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 201).length, 1, statuses.join(','))
    for (const refused of responses.filter((response) => response.status() !== 201)) {
      refused.assertStatus(409)
      refused.assertBodyContains({ code: 'refurb_already_diagnosed' })
    }
    assert.lengthOf(await db.from('item_refurb_steps').where('item_id', row.id), 1)
    assert.lengthOf(await db.from('item_refurb_diagnoses').where('item_id', row.id), 1)
  })
})
