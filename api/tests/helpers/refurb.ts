import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import Organization from '#models/organization'
import { ITEM_COMPLETED_STATUSES } from '#domain/statuses'

export const OPERATOR = 'operator@demo-retail.test'
export const LILLE = 'DR-WH-LIL'
export const LYON = 'DR-WH-LYS'

export const workshop = (externalId: string) => Organization.findByOrFail('external_id', externalId)

/**
 * A demo item of a workshop, verified (one of the `item_completed*` statuses) unless told otherwise, with
 * its buy-back's number. `skip` takes the next ones, for a test that needs several.
 */
export async function itemAt(
  externalId: string,
  statuses: readonly string[] = ITEM_COMPLETED_STATUSES,
  skip = 0
) {
  const row = await db
    .from('items')
    .join('buybacks', 'buybacks.id', 'items.buyback_id')
    .where('items.destination_warehouse_id', (await workshop(externalId)).id)
    .whereIn('items.status', [...statuses])
    .whereNotNull('items.product_id')
    .orderBy('items.id')
    .offset(skip)
    .select('items.*', 'buybacks.identification_number as buyback_number')
    .first()
  if (!row) throw new Error(`no demo item ${statuses.join('|')} at ${externalId} (skip ${skip})`)
  return row as Record<string, any>
}

/** The demo refurb diagnostic questions of the item's account, asked for its product. */
export async function askRefurbQuestions(productId: string) {
  const product = await db.from('products').where('id', productId).firstOrFail()
  const questions = await db
    .from('refurb_diagnostic_questions')
    .where('account_id', product.account_id)
    .orderBy('position')
  await db.from('product_refurb_questions').where('product_id', productId).delete()
  await db
    .table('product_refurb_questions')
    .multiInsert(questions.map((question) => ({ product_id: productId, question_id: question.id })))
  return questions
}

/** The demo refurb steps by name, with their cost at a workshop. */
export async function stepsAt(externalId: string) {
  const { id, accountId } = await workshop(externalId)
  const rows = await db
    .from('refurb_steps')
    .leftJoin('refurb_step_costs', (join) =>
      join.on('refurb_step_costs.refurb_step_id', 'refurb_steps.id').andOnVal('warehouse_id', id)
    )
    .where('refurb_steps.account_id', accountId)
    .where('refurb_steps.status', 'active')
    .orderBy('refurb_steps.id')
    .select('refurb_steps.id', 'refurb_steps.name', 'refurb_steps.stock_id', 'refurb_step_costs.cost')
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name as string,
    stockId: Number(row.stock_id),
    cost: Number(row.cost ?? 0),
  }))
}

/** A native stock of the item's account by kind. */
export async function nativeStockOf(externalId: string, kind: string) {
  const { accountId } = await workshop(externalId)
  return db.from('stocks').where('account_id', accountId).where('native_kind', kind).firstOrFail()
}

/** The first answer of each question of a diagnosis form: a complete set of answers. */
export const firstAnswers = (questions: { answers: { id: number }[] }[]) =>
  questions.map((question) => question.answers[0]!.id)

/**
 * Diagnoses an item through the API with the steps given (the first answers unless told), and the first
 * data-erasure step when the item's category requires one and the steps given hold none.
 */
export async function diagnose(
  client: ApiClient,
  token: string,
  itemId: number,
  fields: { steps: number[]; answers?: number[]; stockId?: number }
) {
  const form = await client.get(`/api/items/${itemId}/refurb-diagnosis`).bearerToken(token)
  form.assertStatus(200)
  const required = (form.body().steps as { id: number; required: boolean }[]).filter((step) => step.required)
  const steps =
    required.length && !required.some((step) => fields.steps.includes(step.id))
      ? [...fields.steps, required[0]!.id]
      : fields.steps
  const response = await client
    .post(`/api/items/${itemId}/refurb-diagnosis`)
    .bearerToken(token)
    .json({
      version: form.body().item.version,
      answers: fields.answers ?? firstAnswers(form.body().questions),
      steps,
      stockId: fields.stockId ?? form.body().defaultStockId,
    })
  response.assertStatus(201)
  return response.body() as {
    diagnosisId: number
    item: Record<string, any>
    steps: { id: number; refurbStepId: number; status: string; version: number; cost: number }[]
  }
}

/** A step's action with the version it has now and every field an action may ask for. */
export async function actOn(
  client: ApiClient,
  token: string,
  stepId: number,
  action: string,
  body: Record<string, unknown> = {}
) {
  const step = await db.from('item_refurb_steps').where('id', stepId).firstOrFail()
  const item = await db.from('items').where('id', step.item_id).firstOrFail()
  return client
    .post(`/api/item-refurb-steps/${stepId}/${action}`)
    .bearerToken(token)
    .header('Accept-Language', 'en')
    .json({ version: step.version, stockId: item.stock_id, reason: 'Pièce indisponible', ...body })
}
