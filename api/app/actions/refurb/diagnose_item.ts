import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { errors as vineErrors } from '@vinejs/vine'
import Item from '#models/item'
import type Stock from '#models/stock'
import BusinessError from '#exceptions/business_error'
import { answersProblem } from '#domain/refurb_diagnosis'
import { erasureMissing } from '#domain/refurb_steps'
import { fire, lostTheRace } from '#services/status_transitions'
import { sqlDateTime } from '#services/sql_time'
import { DIAGNOSED_STATUSES, refurbItem } from '#services/refurb/lookup'
import { productIdOf, refurbQuestionsOf, type FormQuestion } from '#services/refurb/diagnosis_form'
import { costedSteps, refurbStock, workshopOf, type CostedStep } from '#services/refurb/workshop'
import { itemStepsView } from '#services/refurb/item_steps'
import { erasureRequirement } from '#services/refurb/erasure_requirement'
import { insertPlannedStep, insertedId } from '#actions/refurb/insert_planned_step'
import type { DiagnosisFields } from '#validators/refurb'
import type { Actor } from '#services/actor'

type Translate = (key: string, args?: Record<string, unknown>) => string

interface Checked {
  questions: FormQuestion[]
  productId: string | null
  steps: CostedStep[]
  stock: Stock
  workshopId: number
}

/** The answers, steps and stock checked against the item's product and workshop, before any write. */
async function check(item: Item, fields: DiagnosisFields, t: Translate): Promise<Checked> {
  const workshop = await workshopOf(item)
  const productId = await productIdOf(item)
  const questions = await refurbQuestionsOf(productId)
  if (answersProblem(questions, fields.answers)) throw new BusinessError('refurb_answers_invalid', 422)
  const catalogue = new Map((await costedSteps(workshop)).map((step) => [step.id, step]))
  const unknown = fields.steps.findIndex((id) => !catalogue.has(id))
  if (unknown >= 0) {
    throw new vineErrors.E_VALIDATION_ERROR({
      [`steps.${unknown}`]: t('validator.shared.messages.database.exists'),
    })
  }
  const steps = fields.steps.map((id) => catalogue.get(id)!)
  const erasure = await erasureRequirement(item)
  const planned = steps.map((step) => ({ dataErasure: step.dataErasure, status: 'to_do' }))
  if (erasureMissing(erasure.required, planned, 'plan')) {
    throw new vineErrors.E_VALIDATION_ERROR({
      steps: t('validator.shared.messages.erasureStepRequired', { category: erasure.category }),
    })
  }
  const stock = await refurbStock(workshop, fields.stockId, undefined, true)
  return { questions, productId, steps, stock, workshopId: workshop.id }
}

/**
 * `POST /api/items/{id}/refurb-diagnosis` (part 1 §2 "Refurbishment"): the operator's answers,
 * the steps chosen and the stock. In one transaction the status machine moves the item through
 * `item_refurb_diagnostic_in_progress` to `item_refurb_in_progress` (the first move is skipped for an item
 * whose diagnosis was started and left), each step is planned "to do" at its cost for this workshop, the
 * item's total planned cost is their sum, the answers are kept and the item goes to the chosen stock.
 *
 * The request carries the item's version: of two operators diagnosing one item, one is recorded and the
 * other is told it was diagnosed meanwhile.
 */
export async function diagnoseItem(actor: Actor, itemId: unknown, fields: DiagnosisFields, t: Translate) {
  const seen = await refurbItem(actor, itemId, 'diagnosis')
  const checked = await check(seen, fields, t)
  let diagnosisId: number
  try {
    diagnosisId = await db.transaction((trx) => record(trx, actor, seen.id, fields, checked))
  } catch (error) {
    if (!lostTheRace(error)) throw error
    const now = await Item.find(seen.id)
    if (now && DIAGNOSED_STATUSES.includes(now.status)) {
      throw new BusinessError('refurb_already_diagnosed', 409)
    }
    throw new BusinessError('conflict', 409)
  }
  return { diagnosisId, ...(await itemStepsView(actor, seen.id)) }
}

async function record(
  trx: TransactionClientContract,
  actor: Actor,
  itemId: number,
  fields: DiagnosisFields,
  { questions, productId, steps, stock, workshopId }: Checked
) {
  const item = await Item.findOrFail(itemId, { client: trx })
  if (item.version !== fields.version) throw new BusinessError('conflict', 409)
  const by = { kind: 'user' as const, actor }
  if (item.status !== 'item_refurb_diagnostic_in_progress') {
    await fire(trx, 'refurb_diagnosis_started', { item }, by)
  }
  await fire(trx, 'refurb_steps_chosen', { item }, by, stock.name)

  const now = sqlDateTime(DateTime.now())
  const totalPlannedCost = steps.reduce((sum, step) => sum + step.cost, 0)
  await trx.from('items').where('id', item.id).update({
    total_planned_cost: totalPlannedCost,
    completed_step_cost: 0,
    stock_id: stock.id,
    warehouse_id: workshopId,
    stock_entered_at: now,
  })

  for (const step of steps) await insertPlannedStep(trx, actor, item.id, step, now)

  const chosen = new Set(fields.answers)
  const answers = questions.map((question) => ({
    questionId: question.id,
    question: question.title,
    type: question.type,
    answers: question.answers
      .filter((answer) => chosen.has(answer.id))
      .map((answer) => ({ id: answer.id, name: answer.name })),
  }))
  const [diagnosisId] = await trx
    .insertQuery()
    .table('item_refurb_diagnoses')
    .insert({
      item_id: item.id,
      user_id: actor.user.id,
      product_id: productId,
      answers: JSON.stringify(answers),
      total_planned_cost: totalPlannedCost,
      stock_id: stock.id,
      created_at: now,
    })
    .returning('id')
  return insertedId(diagnosisId)
}
