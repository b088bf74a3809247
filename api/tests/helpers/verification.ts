import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import Organization from '#models/organization'

/**
 * The form and the declared answers (as ids): what an operator who finds the declaration true submits. The
 * buy-back is given the declaration of the best answers, at the price the pricing module gives them.
 */
export async function declared(client: ApiClient, token: string, item: { id: number }) {
  const form = await client.get(`/api/items/${item.id}/verification`).bearerToken(token)
  form.assertStatus(200)
  const body = form.body()
  const product = await client
    .get(`/api/items/${item.id}/verification/product`)
    .bearerToken(token)
    .qs({ productId: body.declaredProduct.id })
  product.assertStatus(200)
  const answers = bestAnswers(product.body().questions)
  const preview = await client
    .post(`/api/items/${item.id}/verification/preview`)
    .bearerToken(token)
    .json({ productId: body.declaredProduct.id, answers })
  preview.assertStatus(200)
  const { grade, price } = preview.body().controlled
  await db
    .from('buybacks')
    .where('id', body.buyback.id)
    .update({
      declared_grade: grade,
      declared_price: price,
      declaration: JSON.stringify({
        responses: product.body().questions.map((question: { id: number }, index: number) => ({
          questionId: question.id,
          answerId: answers[index],
        })),
      }),
    })
  body.buyback.declaredGrade = grade
  body.buyback.declaredPrice = price
  return { form: body, product: product.body(), answers }
}

export const GRADE_ORDER = ['A', 'B', 'C', 'D', 'E', 'functional', 'refused']

/** A controlled price's breakdown as the preview and the proposal page answer it (#domain/price_breakdown). */
export type Breakdown = {
  declaredPrice: number
  gradeStep: { from: string; to: string; fromPrice: number; toPrice: number; amount: number }
  findings: { question: string; declared: string; controlled: string; amount: number }[]
  floor: number
  adjustment: number
  price: number
}

/** The breakdown's lines added up: the price they explain. */
export const sumOf = (lines: Breakdown) =>
  lines.declaredPrice +
  lines.gradeStep.amount +
  lines.findings.reduce((sum, finding) => sum + finding.amount, 0) +
  lines.floor +
  lines.adjustment
export type Question = { answers: { id: number; gradeCap: string; priceImpact: number }[] }

/** For each question, its answer of the best grade (and highest impact). */
export function bestAnswers(questions: Question[]) {
  return questions.map(
    (question) =>
      [...question.answers].sort(
        (a, b) =>
          GRADE_ORDER.indexOf(a.gradeCap) - GRADE_ORDER.indexOf(b.gradeCap) || b.priceImpact - a.priceImpact
      )[0]!.id
  )
}

/** A valid IMEI (Luhn check digit): the demo phones collect it. */
export const IMEI = '490154203237518'

/** Submits a verification, to the test's server or to another process's address (`base`). */
export const submit = (
  client: ApiClient,
  token: string,
  itemId: number,
  body: Record<string, unknown>,
  base = ''
) =>
  client
    .post(`${base}/api/items/${itemId}/verification`)
    .bearerToken(token)
    .header('Accept-Language', 'en')
    .json({ imei: IMEI, ...body })

export async function historyOf(buybackId: number, events: string[]) {
  return db
    .from('status_history')
    .where('buyback_id', buybackId)
    .whereIn('event', events)
    .orderBy('id')
    .select('subject_type', 'event', 'from_status', 'to_status', 'actor_kind', 'user_id', 'comment')
}

/** A Lille phone in transit, checked in through the API (phones ask whether the account was removed). */
export async function checkedInPhone(client: ApiClient, token: string) {
  const lille = await Organization.findByOrFail('external_id', 'DR-WH-LIL')
  const row = await db
    .from('items')
    .join('buybacks', 'buybacks.id', 'items.buyback_id')
    .where('items.destination_warehouse_id', lille.id)
    .where('items.status', 'item_in_transit')
    .whereNotNull('buybacks.imei')
    .orderBy('items.id')
    .select('items.id', 'items.identification_number', 'buybacks.account_id')
    .firstOrFail()
  ;(
    await client.post('/api/warehouse/checkins').bearerToken(token).json({ code: row.identification_number })
  ).assertStatus(201)
  return row
}
