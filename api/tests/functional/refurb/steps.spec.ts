import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { ITEM_STATUSES } from '#domain/statuses'
import { tokenOf } from '#tests/helpers/demo'
import { LILLE, LYON, OPERATOR, actOn, diagnose, itemAt, nativeStockOf, stepsAt } from '#tests/helpers/refurb'
import { validationRefusal } from '#tests/helpers/validation'

const STATUSES = ['to_do', 'in_progress', 'paused', 'cancelled', 'completed'] as const
const ACTIONS = ['start', 'pause', 'resume', 'complete', 'cancel'] as const

/** Part 1 §4 written out again by hand: what each action does from each status; anything else is refused. */
const TABLE: Record<(typeof STATUSES)[number], Partial<Record<(typeof ACTIONS)[number], string>>> = {
  to_do: { start: 'in_progress', cancel: 'cancelled' },
  in_progress: { pause: 'paused', complete: 'completed', cancel: 'cancelled' },
  paused: { resume: 'in_progress', cancel: 'cancelled' },
  cancelled: {},
  completed: {},
}

/**
 * An item of Lille diagnosed with `count` steps (the first demo steps), to do. Its category's erasure
 * requirement (a demo phone has one) is lifted: these tests are about the steps; erasure has its own group.
 */
async function plannedItem(client: Parameters<typeof diagnose>[0], token: string, count: number) {
  const item = await itemAt(LILLE)
  await db.from('categories').where('id', item.category_id).update({ requires_data_erasure: false })
  const steps = (await stepsAt(LILLE)).slice(0, count)
  const diagnosed = await diagnose(client, token, item.id, { steps: steps.map((step) => step.id) })
  return { item, steps, diagnosed }
}

/** The ids of the steps a diagnosis planned, as many as the test asked for. */
function stepIdsOf(diagnosed: { steps: { id: number }[] }, count: number) {
  if (diagnosed.steps.length !== count) throw new Error(`expected ${count} steps`)
  return diagnosed.steps.map((step) => step.id) as [number, number, number, number]
}

test.group('Item refurb steps / the transition table', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every allowed action moves the step as the table says; every other one is refused with 409', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const operator = await User.findByOrFail('email', OPERATOR)
    const { diagnosed } = await plannedItem(client, token, 4)
    const tried = new Set<string>()

    /** Every action the table does not list from the step's status: refused, nothing written. */
    async function refusedFrom(stepId: number, status: (typeof STATUSES)[number]) {
      for (const action of ACTIONS.filter((one) => !TABLE[status][one])) {
        const before = await db.from('item_refurb_steps').where('id', stepId).firstOrFail()
        const response = await actOn(client, token, stepId, action)
        response.assertStatus(409)
        response.assertBody({
          code: 'refurb_step_action_not_allowed',
          message: 'This action is not possible in the step’s current status.',
        })
        const after = await db.from('item_refurb_steps').where('id', stepId).firstOrFail()
        assert.deepEqual(after, before, `${action} from ${status}`)
        tried.add(`${status}:${action}`)
      }
    }
    /** The action from the step's status: the status the table gives, the version moved, one history row. */
    async function allowed(stepId: number, action: (typeof ACTIONS)[number]) {
      const before = await db.from('item_refurb_steps').where('id', stepId).firstOrFail()
      const response = await actOn(client, token, stepId, action, { comment: `${action} done` })
      response.assertStatus(200)
      const to = TABLE[before.status as (typeof STATUSES)[number]][action]!
      response.assertBodyContains({ id: stepId, status: to, version: before.version + 1 })
      const last = await db
        .from('item_refurb_step_history')
        .where('item_refurb_step_id', stepId)
        .orderBy('id', 'desc')
        .firstOrFail()
      assert.deepEqual(
        [last.action, last.from_status, last.to_status, last.user_id],
        [action, before.status, to, operator.id]
      )
      assert.exists(last.created_at)
      tried.add(`${before.status}:${action}`)
    }

    const [a, b, c, d] = stepIdsOf(diagnosed, 4)
    await refusedFrom(a, 'to_do')
    await allowed(a, 'start')
    await refusedFrom(a, 'in_progress')
    await allowed(a, 'pause')
    await refusedFrom(a, 'paused')
    await allowed(a, 'resume')
    await allowed(a, 'complete')
    await refusedFrom(a, 'completed')
    await allowed(b, 'cancel')
    await refusedFrom(b, 'cancelled')
    await allowed(c, 'start')
    await allowed(c, 'cancel')
    await actOn(client, token, d, 'start')
    await actOn(client, token, d, 'pause')
    await allowed(d, 'cancel')

    assert.equal(tried.size, STATUSES.length * ACTIONS.length)
    const history = await client.get(`/api/item-refurb-steps/${a}`).bearerToken(token)
    history.assertStatus(200)
    assert.deepEqual(
      history.body().history.map((row: { action: string; to: string }) => `${row.action}:${row.to}`),
      ['planned:to_do', 'start:in_progress', 'pause:paused', 'resume:in_progress', 'complete:completed']
    )
    assert.equal(history.body().comment, 'complete done')
    assert.equal(history.body().history[4].user.name, 'Léa Girard')
  })

  test('a stale version is refused with the conflict message, in four languages', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const { diagnosed } = await plannedItem(client, token, 1)
    const step = diagnosed.steps[0]!
    ;(await actOn(client, token, step.id, 'start')).assertStatus(200)
    const messages: Record<string, string> = {
      en: 'Another user has just changed the status of this step: the action is not possible. Reload the step.',
      fr: 'Un autre utilisateur vient de modifier le statut de cette étape : l’action est impossible. Rechargez l’étape.',
      nl: 'Een andere gebruiker heeft net de status van deze stap gewijzigd: de actie is niet mogelijk. Laad de stap opnieuw.',
      de: 'Ein anderer Benutzer hat gerade den Status dieses Schritts geändert: Die Aktion ist nicht möglich. Laden Sie den Schritt neu.',
    }
    for (const [language, message] of Object.entries(messages)) {
      const stale = await client
        .post(`/api/item-refurb-steps/${step.id}/pause`)
        .bearerToken(token)
        .header('Accept-Language', language)
        .json({ version: step.version })
      stale.assertStatus(409)
      stale.assertBody({ code: 'refurb_step_conflict', message })
    }
    assert.equal((await db.from('item_refurb_steps').where('id', step.id).first()).status, 'in_progress')
  })

  test('start confirms the item’s stock, complete chooses one; a cancel needs its reason', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const { item, diagnosed } = await plannedItem(client, token, 2)
    const [first, second] = stepIdsOf(diagnosed, 2)
    const shelf = await db
      .from('stocks')
      .where('warehouse_id', item.destination_warehouse_id)
      .whereNull('native_kind')
      .firstOrFail()
    ;(await actOn(client, token, first, 'start', { stockId: shelf.id })).assertStatus(200)
    assert.equal((await db.from('items').where('id', item.id).first()).stock_id, shelf.id)
    assert.equal((await db.from('item_refurb_steps').where('id', first).first()).stock_id, shelf.id)

    const quarantine = await nativeStockOf(LILLE, 'in_quarantine')
    const wrong = await actOn(client, token, first, 'complete', { stockId: quarantine.id })
    wrong.assertStatus(422)
    wrong.assertBodyContains({ code: 'refurb_stock_invalid' })
    const long = await actOn(client, token, first, 'complete', { comment: 'x'.repeat(256) })
    long.assertStatus(422)
    assert.property(long.body().errors, 'comment')
    const toRefurbish = await nativeStockOf(LILLE, 'to_refurbish')
    const done = await actOn(client, token, first, 'complete', {
      stockId: toRefurbish.id,
      comment: 'Écran changé',
    })
    done.assertStatus(200)
    done.assertBodyContains({ comment: 'Écran changé', stock: { id: toRefurbish.id } })
    assert.equal((await db.from('items').where('id', item.id).first()).stock_id, toRefurbish.id)

    const noReason = await actOn(client, token, second, 'cancel', { reason: '' })
    noReason.assertStatus(422)
    assert.property(noReason.body().errors, 'reason')
    const cancelled = await actOn(client, token, second, 'cancel', { reason: 'Pièce en rupture' })
    cancelled.assertStatus(200)
    cancelled.assertBodyContains({ status: 'cancelled', cancelReason: 'Pièce en rupture' })
  })
  test('the steps of an item no longer in refurbishment (lost at the workshop) stay as they are', async ({
    client,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const { item, diagnosed } = await plannedItem(client, token, 1)
    await db.from('items').where('id', item.id).update({ status: 'item_lost_warehouse' })
    const refused = await actOn(client, token, diagnosed.steps[0]!.id, 'start')
    refused.assertStatus(409)
    refused.assertBodyContains({ code: 'refurb_not_in_progress' })
  })
})

test.group('Item refurb steps / validate all and economic data', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('validate all is refused while a step is to do, then moves the item to "refurb completed"', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const { item, diagnosed } = await plannedItem(client, token, 2)
    const [first, second] = stepIdsOf(diagnosed, 2)
    const validate = async (body: Record<string, unknown> = {}) => {
      const version = (await db.from('items').where('id', item.id).first()).version
      return client
        .post(`/api/items/${item.id}/refurb-steps/validate`)
        .bearerToken(token)
        .header('Accept-Language', 'en')
        .json({ version, ...body })
    }

    const early = await validate()
    early.assertStatus(409)
    early.assertBodyContains({
      code: 'refurb_steps_not_finished',
      message:
        'The steps can be validated only when each one is completed or cancelled: complete or cancel the steps listed.',
    })
    // What is missing is named, for the screen to link to each step.
    assert.deepEqual(
      early.body().missing.steps.map((step: { id: number; status: string }) => [step.id, step.status]),
      [
        [first, 'to_do'],
        [second, 'to_do'],
      ]
    )
    await actOn(client, token, first, 'start')
    await actOn(client, token, first, 'complete')
    const list = await client.get(`/api/items/${item.id}/refurb-steps`).bearerToken(token)
    list.assertBodyContains({ canValidate: false })
    ;(await validate()).assertStatus(409)
    await actOn(client, token, second, 'cancel')
    ;(await client.get(`/api/items/${item.id}/refurb-steps`).bearerToken(token)).assertBodyContains({
      canValidate: true,
    })

    const validated = await validate()
    validated.assertStatus(200)
    const completedStock = await nativeStockOf(LILLE, 'refurb_completed')
    validated.assertBodyContains({
      item: { status: 'item_refurb_completed', stock: { id: completedStock.id } },
      canValidate: false,
    })
    const history = await db
      .from('status_history')
      .where({ subject_type: 'item', subject_id: item.id, event: 'refurb_completed' })
      .firstOrFail()
    assert.deepEqual(
      [history.from_status, history.to_status, history.comment],
      ['item_refurb_in_progress', 'item_refurb_completed', completedStock.name]
    )
    const again = await validate()
    again.assertStatus(409)
    again.assertBodyContains({ code: 'refurb_already_validated' })
    // A stale item version is a conflict, not a second validation.
    const stale = await client
      .post(`/api/items/${item.id}/refurb-steps/validate`)
      .bearerToken(token)
      .json({ version: 1 })
    stale.assertStatus(409)
  })

  test('validate all into a chosen stock', async ({ client, assert }) => {
    const token = await tokenOf(client, OPERATOR)
    const { item } = await plannedItem(client, token, 0)
    const shelf = await db
      .from('stocks')
      .where('warehouse_id', item.destination_warehouse_id)
      .whereNull('native_kind')
      .firstOrFail()
    const response = await client
      .post(`/api/items/${item.id}/refurb-steps/validate`)
      .bearerToken(token)
      .json({ version: (await db.from('items').where('id', item.id).first()).version, stockId: shelf.id })
    response.assertStatus(200)
    assert.equal((await db.from('items').where('id', item.id).first()).stock_id, shelf.id)
  })

  test('economic data: planned cost of the steps not cancelled, completed step cost, what remains', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const { item, steps, diagnosed } = await plannedItem(client, token, 3)
    const [a, b, c] = stepIdsOf(diagnosed, 3)
    const [costA, costB, costC] = steps.map((step) => step.cost) as [number, number, number]
    const planned = costA + costB + costC
    const economics = async () => (await db.from('items').where('id', item.id).firstOrFail()) as any

    assert.equal((await economics()).total_planned_cost, planned)
    await actOn(client, token, a, 'start')
    const version = (await economics()).version
    await actOn(client, token, a, 'complete')
    assert.equal((await economics()).completed_step_cost, costA)
    // The item's row changed: a form holding its previous version is stale now.
    assert.equal((await economics()).version, version + 1)
    await actOn(client, token, b, 'cancel')
    assert.equal((await economics()).total_planned_cost, costA + costC)
    await actOn(client, token, c, 'start')
    await actOn(client, token, c, 'pause')
    await actOn(client, token, c, 'resume')
    await actOn(client, token, c, 'complete')
    const final = await economics()
    assert.equal(final.total_planned_cost, costA + costC)
    assert.equal(final.completed_step_cost, costA + costC)

    const view = await client.get(`/api/items/${item.id}/refurb-steps`).bearerToken(token)
    view.assertStatus(200)
    view.assertBodyContains({
      item: {
        totalPlannedCost: costA + costC,
        completedStepCost: costA + costC,
        remainingCost: 0,
        purchasingPrice: item.purchasing_price,
      },
    })
    assert.isAbove(costA + costC, 0)
  })
})

test.group('Item refurb steps / data erasure', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the step admin flags a step as data erasure', async ({ client }) => {
    const manager = await tokenOf(client, 'wh.manager@demo-retail.test')
    const [step] = await stepsAt(LILLE)
    const shown = await client.get(`/api/refurb-steps/${step!.id}`).bearerToken(manager)
    shown.assertBodyContains({ dataErasure: false })
    const saved = await client.put(`/api/refurb-steps/${step!.id}`).bearerToken(manager).json({
      version: shown.body().version,
      name: shown.body().name,
      stockId: shown.body().stockId,
      dataErasure: true,
    })
    saved.assertStatus(200)
    saved.assertBodyContains({ dataErasure: true })
  })

  test('the demo: phones, tablets, laptops and watches require erasure; the software reset is one', async ({
    assert,
  }) => {
    const families = await db
      .from('categories')
      .whereIn('identifier', [
        'smartphones',
        'tablets',
        'laptops',
        'smart-watches',
        'apple-iphone',
        'consoles',
      ])
      .select('identifier', 'requires_data_erasure')
    assert.deepEqual(
      Object.fromEntries(families.map((row) => [row.identifier, Boolean(row.requires_data_erasure)])),
      {
        smartphones: true,
        tablets: true,
        laptops: true,
        'smart-watches': true,
        'apple-iphone': true,
        consoles: false,
      }
    )
    const reset = (await stepsAt(LILLE)).find((step) => step.name === 'Réinitialisation logicielle')!
    const row = await db.from('refurb_steps').where('id', reset.id).firstOrFail()
    assert.isTrue(Boolean(row.data_erasure))
  })

  test('completing a data-erasure step requires the method, the tool and the certificate reference', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const item = await itemAt(LILLE)
    const erasure = (await stepsAt(LILLE)).find((step) => step.name === 'Réinitialisation logicielle')!
    const { steps } = await diagnose(client, token, item.id, { steps: [erasure.id] })
    const step = steps[0]!
    ;(await actOn(client, token, step.id, 'start')).assertStatus(200)

    const missing = await actOn(client, token, step.id, 'complete')
    missing.assertStatus(422)
    missing.assertBody(
      validationRefusal(missing, {
        errors: {
          'erasure.method': 'Choose how the data was erased.',
          'erasure.tool': 'Enter the tool that erased the data (software or device).',
          'erasure.reference': 'Enter the reference of the erasure certificate or report.',
        },
      })
    )
    const unknownMethod = await actOn(client, token, step.id, 'complete', {
      erasure: { method: 'hammer', tool: 'Blancco', reference: 'CERT-1' },
    })
    unknownMethod.assertStatus(422)
    assert.deepEqual(Object.keys(unknownMethod.body().errors), ['erasure.method'])
    // The older names are no longer offered.
    const oldMethod = await actOn(client, token, step.id, 'complete', {
      erasure: { method: 'factory_reset', tool: 'Blancco', reference: 'CERT-1' },
    })
    oldMethod.assertStatus(422)
    const noTool = await actOn(client, token, step.id, 'complete', {
      erasure: { method: 'nist_800_88_purge', tool: ' ', reference: 'CERT-1' },
    })
    noTool.assertStatus(422)
    assert.deepEqual(Object.keys(noTool.body().errors), ['erasure.tool'])
    assert.equal((await db.from('item_refurb_steps').where('id', step.id).first()).status, 'in_progress')

    const done = await actOn(client, token, step.id, 'complete', {
      erasure: { method: 'nist_800_88_purge', tool: 'Blancco Mobile 6.2', reference: 'BLANCCO-2024-00042' },
    })
    done.assertStatus(200)
    done.assertBodyContains({
      status: 'completed',
      dataErasure: true,
      erasureMethod: 'nist_800_88_purge',
      erasureTool: 'Blancco Mobile 6.2',
      erasureReference: 'BLANCCO-2024-00042',
    })
    const row = await db.from('item_refurb_steps').where('id', step.id).firstOrFail()
    assert.deepEqual(
      [row.erasure_method, row.erasure_tool, row.erasure_reference],
      ['nist_800_88_purge', 'Blancco Mobile 6.2', 'BLANCCO-2024-00042']
    )
    // The step's history keeps how, with what and the certificate on its completion row.
    const history = done.body().history as { action: string; erasure: unknown }[]
    assert.deepEqual(history.find((entry) => entry.action === 'complete')!.erasure, {
      method: 'nist_800_88_purge',
      tool: 'Blancco Mobile 6.2',
      reference: 'BLANCCO-2024-00042',
    })
  })

  test('a category that requires it: validate all waits for a completed data-erasure step', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const item = await itemAt(LILLE)
    const category = await db.from('categories').where('id', item.category_id).firstOrFail()
    await db.from('categories').where('id', category.id).update({ requires_data_erasure: true })
    const stepsAtLille = await stepsAt(LILLE)
    const [cleaning, erasure] = ['Nettoyage complet', 'Réinitialisation logicielle'].map((name) =>
      stepsAtLille.find((step) => step.name === name)!
    )
    const { steps } = await diagnose(client, token, item.id, { steps: [cleaning!.id, erasure!.id] })
    const validate = async () =>
      client
        .post(`/api/items/${item.id}/refurb-steps/validate`)
        .bearerToken(token)
        .header('Accept-Language', 'en')
        .json({ version: (await db.from('items').where('id', item.id).first()).version })
    const [cleaningStep, erasureStep] = [cleaning!, erasure!].map((definition) =>
      steps.find((step: { refurbStepId: number }) => step.refurbStepId === definition.id)!
    )
    await actOn(client, token, cleaningStep.id, 'start')
    await actOn(client, token, cleaningStep.id, 'complete')
    await actOn(client, token, erasureStep.id, 'cancel', { reason: 'Pas le temps' })

    const refused = await validate()
    refused.assertStatus(409)
    refused.assertBodyContains({ code: 'refurb_erasure_required' })
    assert.include(refused.body().message, category.label)
    assert.notEqual((await db.from('items').where('id', item.id).first()).status, 'item_refurb_completed')

    // Without the requirement, the same item validates.
    await db.from('categories').where('id', category.id).update({ requires_data_erasure: false })
    ;(await validate()).assertStatus(200)
  })

  test('a step that erases nothing completes without them', async ({ client }) => {
    const token = await tokenOf(client, OPERATOR)
    const { diagnosed } = await plannedItem(client, token, 1)
    const step = diagnosed.steps[0]!
    await actOn(client, token, step.id, 'start')
    const done = await actOn(client, token, step.id, 'complete')
    done.assertStatus(200)
    done.assertBodyContains({ erasureMethod: null, erasureTool: null, erasureReference: null })
  })
})

test.group('Item refurb steps / scope', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('another workshop’s item and steps are not found; a store seller has no refurb steps', async ({
    client,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const lyon = await itemAt(LYON, ITEM_STATUSES)
    const [definition] = await stepsAt(LYON)
    await db.from('items').where('id', lyon.id).update({ status: 'item_refurb_in_progress' })
    const [inserted] = await db
      .table('item_refurb_steps')
      .insert({
        item_id: lyon.id,
        refurb_step_id: definition!.id,
        status: 'to_do',
        cost: definition!.cost,
        version: 1,
        created_at: '2024-01-01 10:00:00',
        updated_at: '2024-01-01 10:00:00',
      })
      .returning('id')
    const stepId = Number(typeof inserted === 'object' ? inserted.id : inserted)

    ;(await client.get(`/api/items/${lyon.id}/refurb-steps`).bearerToken(token)).assertStatus(404)
    ;(await client.get(`/api/item-refurb-steps/${stepId}`).bearerToken(token)).assertStatus(404)
    ;(
      await client.get(`/api/item-refurb-steps/search/${lyon.identification_number}`).bearerToken(token)
    ).assertStatus(404)
    ;(await actOn(client, token, stepId, 'start', { stockId: definition!.stockId })).assertStatus(404)
    ;(
      await client
        .post(`/api/items/${lyon.id}/refurb-steps/validate`)
        .bearerToken(token)
        .json({ version: lyon.version })
    ).assertStatus(404)
    const seller = await tokenOf(client, 'seller@demo-retail.test')
    ;(await actOn(client, seller, stepId, 'start', { stockId: definition!.stockId })).assertStatus(403)
  })

  test('the steps search finds an item being refurbished; one not diagnosed is refused', async ({
    client,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const { item } = await plannedItem(client, token, 1)
    const found = await client
      .get(`/api/item-refurb-steps/search/${item.identification_number}`)
      .bearerToken(token)
    found.assertStatus(200)
    found.assertBodyContains({ itemId: item.id, status: 'item_refurb_in_progress' })
    const other = await itemAt(LILLE, undefined, 1)
    const refused = await client
      .get(`/api/item-refurb-steps/search/${other.identification_number}`)
      .bearerToken(token)
    refused.assertStatus(409)
    refused.assertBodyContains({ code: 'refurb_not_in_progress' })
    ;(await client.get(`/api/items/${other.id}/refurb-steps`).bearerToken(token)).assertStatus(409)
  })
})
