import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import Buyback from '#models/buyback'
import type Item from '#models/item'
import type Organization from '#models/organization'
import type Stock from '#models/stock'
import { suggestedStepIds, type DiagnosisQuestion } from '#domain/refurb_diagnosis'
import { erasureRequirement } from '#services/refurb/erasure_requirement'
import { costedSteps, presentStock, refurbStocks, workshopOf } from '#services/refurb/workshop'

export interface FormQuestion extends DiagnosisQuestion {
  title: string
  description: string | null
  answers: { id: number; name: string; stepIds: number[] }[]
}

/** The product the diagnosis is about: the one the verification found, else the one declared. */
export async function productIdOf(item: Item, client?: QueryClientContract) {
  if (item.productId) return item.productId
  return (await Buyback.findOrFail(item.buybackId, { client })).productId
}

/** The product's refurb diagnostic questions in their order, each answer with the steps it suggests. */
export async function refurbQuestionsOf(
  productId: string | null,
  client: QueryClientContract = db.connection()
): Promise<FormQuestion[]> {
  if (!productId) return []
  const questions = await client
    .from('refurb_diagnostic_questions as questions')
    .join('product_refurb_questions as links', 'links.question_id', 'questions.id')
    .where('links.product_id', productId)
    .orderBy('questions.position')
    .orderBy('questions.id')
    .select('questions.id', 'questions.title', 'questions.type', 'questions.description')
  if (!questions.length) return []
  const answers = await client
    .from('refurb_diagnostic_answers')
    .whereIn(
      'question_id',
      questions.map((question) => question.id)
    )
    .orderBy('position')
    .orderBy('id')
    .select('id', 'question_id', 'name')
  const links = await client
    .from('refurb_answer_steps')
    .whereIn(
      'answer_id',
      answers.map((answer) => answer.id)
    )
    .orderBy('refurb_step_id')
    .select('answer_id', 'refurb_step_id')
  const stepsOf = (answerId: number) =>
    links.filter((link) => Number(link.answer_id) === answerId).map((link) => Number(link.refurb_step_id))
  return questions.map((question) => ({
    id: Number(question.id),
    title: question.title,
    description: question.description,
    type: question.type === 'multiple' ? 'multiple' : 'unique',
    answers: answers
      .filter((answer) => Number(answer.question_id) === Number(question.id))
      .map((answer) => ({ id: Number(answer.id), name: answer.name, stepIds: stepsOf(Number(answer.id)) })),
  }))
}

/**
 * Where the item waits for its steps unless the operator chooses: where it is, else the workshop's "to
 * refurbish" stock (its own before the account's shared one, as services/native_stocks.ts chooses).
 */
function defaultStockId(item: Item, workshop: Organization, stocks: Stock[]) {
  if (item.stockId && stocks.some((stock) => stock.id === item.stockId)) return item.stockId
  const native = stocks.filter((stock) => stock.nativeKind === 'to_refurbish')
  return (native.find((stock) => stock.warehouseId === workshop.id) ?? native[0])?.id ?? null
}

/**
 * `GET /api/items/{id}/refurb-diagnosis?answers=&steps=`: every screen of the wizard from one answer. The
 * questions (none: a warehouse test, the operator chooses the steps), the workshop's steps with their cost
 * here, those the given answers suggest, and the total planned cost of the chosen ones (the suggested ones
 * when none are given); the stocks the item may wait in.
 */
export async function diagnosisForm(item: Item, chosen: { answers: number[]; steps?: number[] }) {
  const workshop = await workshopOf(item)
  const buyback = await Buyback.findOrFail(item.buybackId)
  const questions = await refurbQuestionsOf(await productIdOf(item))
  const steps = await costedSteps(workshop)
  const available = new Set(steps.map((step) => step.id))
  const suggested = suggestedStepIds(questions, chosen.answers).filter((id) => available.has(id))
  const chosenIds = new Set((chosen.steps ?? suggested).filter((id) => available.has(id)))
  const stocks = await refurbStocks(workshop, undefined, true)
  const erasure = await erasureRequirement(item)
  return {
    item: {
      id: item.id,
      identificationNumber: item.identificationNumber,
      status: item.status,
      version: item.version,
      name: item.name,
      brand: item.brand,
      model: item.model,
      purchasingPrice: item.purchasingPrice,
      stockId: item.stockId,
    },
    buyback: { id: buyback.id, identificationNumber: buyback.identificationNumber },
    workshop: { id: workshop.id, name: workshop.commonName },
    questions,
    warehouseTest: questions.length === 0,
    steps: steps.map((step) => ({
      ...step,
      suggested: suggested.includes(step.id),
      /** A data-erasure step of a category that requires one: the plan holds one of them. */
      required: erasure.required && step.dataErasure,
      chosen: chosenIds.has(step.id),
    })),
    erasureRequired: erasure.required ? { category: erasure.category } : null,
    suggestedStepIds: suggested,
    chosenStepIds: [...chosenIds],
    totalPlannedCost: steps
      .filter((step) => chosenIds.has(step.id))
      .reduce((sum, step) => sum + step.cost, 0),
    stocks: stocks.map((stock) => presentStock(stock)!),
    defaultStockId: defaultStockId(item, workshop, stocks),
  }
}
