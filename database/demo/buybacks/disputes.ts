import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { GRADE_CAPS, absorptionOutcome, estimate, type GradeCap, type GradePrices } from '#domain/pricing'
import { sqlDateTime } from '#services/sql_time'
import type { QuestionSet } from '../catalogue/categories.js'
import { storeDamagePhoto } from '../pictures/stored_pictures.js'
import type { DemoAnswerRow, DemoQuestions, Response } from './declarations.js'

/** The product's buy-back price per grade, as the pricing module reads them. */
export const gradePrices = (product: Record<string, unknown>): GradePrices => ({
  A: Number(product.buyback_price_grade_a ?? 0) || null,
  B: Number(product.buyback_price_grade_b ?? 0) || null,
  C: Number(product.buyback_price_grade_c ?? 0) || null,
  D: Number(product.buyback_price_grade_d ?? 0) || null,
  E: Number(product.buyback_price_grade_e ?? 0) || null,
  functional: Number(product.buyback_price_functional ?? 0) || null,
})

/** What the workshop found on a disputed buy-back, priced as the verification prices it. */
export interface Finding {
  answers: (Response & DemoAnswerRow & { question: string })[]
  changed: string[]
  grade: GradeCap
  price: number
}

/**
 * The workshop's answers to a disputed buy-back (DESIGN.md §3): the declaration with one or two answers
 * found worse (a condition, never a lock or blacklist finding, which quarantines), chosen by `turn` so the
 * demo's disputes differ; priced by the pricing module (grade price + impacts) and decided by its absorption
 * rule, until the outcome is a new proposal (a controlled price lower than declared, beyond what the
 * category absorbs).
 */
export function dispute(
  questions: DemoQuestions,
  product: Record<string, any>,
  declared: { grade: string; price: number; responses: Response[] },
  turn: number
): Finding | null {
  const asked = questions.asked(product.category_id)
  const answers = new Map(declared.responses.map((response) => [response.questionId, response.answerId]))
  const rank = GRADE_CAPS.indexOf(declared.grade as GradeCap)
  const worse = asked
    .map((question) => ({
      question,
      found: question.answers.filter(
        (answer) =>
          !answer.quarantine &&
          answer.cap !== 'refused' &&
          answer.id !== answers.get(question.id) &&
          (GRADE_CAPS.indexOf(answer.cap) > rank || answer.impact < 0)
      ),
    }))
    .filter(({ found }) => found.length)
  const prices = gradePrices(product)
  for (let changes = 1; changes <= worse.length; changes++) {
    for (let step = 0; step < changes; step++) {
      const { question, found } = worse[(turn + step) % worse.length]
      answers.set(question.id, found[(turn + step) % found.length].id)
    }
    const chosen = asked.flatMap((question) => {
      const answer = question.answers.find((one) => one.id === answers.get(question.id))
      return answer
        ? [{ questionId: question.id, answerId: answer.id, question: question.title, ...answer }]
        : []
    })
    let priced: ReturnType<typeof estimate>
    try {
      priced = estimate(
        prices,
        chosen.map((answer) => ({ gradeCap: answer.cap, priceImpact: answer.impact }))
      )
    } catch {
      continue
    }
    const decided = absorptionOutcome({
      declaredPrice: declared.price,
      controlledPrice: priced.estimate,
      absorption: questions.absorption(product.category_id),
    })
    if (decided.outcome !== 'litigation') continue
    const changed = chosen.filter(
      (answer) =>
        answer.answerId !== declared.responses.find((one) => one.questionId === answer.questionId)?.answerId
    )
    return {
      answers: chosen,
      changed: changed.map((answer) => answer.name.toLowerCase()),
      grade: priced.grade,
      price: priced.estimate,
    }
  }
  return null
}

/**
 * The verification that opened a dispute, as the verification writes it: the controlled answers and price,
 * the operator's comment (shared with the customer, as the demo client chose), and the photo of what was
 * found, in the item's private photos.
 */
export async function recordDisputeVerification(
  trx: TransactionClientContract,
  row: {
    itemId: number
    buybackId: number
    userId: number | null
    product: Record<string, any>
    family: QuestionSet
    imei: string | null
    declared: { grade: string; price: number }
    finding: Finding
    at: Date
  }
) {
  const { finding, product } = row
  const [verificationId] = await trx
    .insertQuery()
    .table('item_verifications')
    .insert({
      item_id: row.itemId,
      buyback_id: row.buybackId,
      user_id: row.userId,
      product_id: product.id,
      imei: row.imei,
      declared_grade: row.declared.grade,
      declared_price: row.declared.price,
      controlled_grade: finding.grade,
      controlled_price: finding.price,
      absorbed: 0,
      outcome: 'litigation',
      answers: JSON.stringify(
        finding.answers.map((answer) => ({
          questionId: answer.questionId,
          answerId: answer.answerId,
          question: answer.question,
          answer: answer.name,
          gradeCap: answer.cap,
          priceImpact: answer.impact,
        }))
      ),
      comment: `Constaté à l’atelier : ${finding.changed.join(' ; ')}. Voir la photo jointe.`.slice(0, 255),
      comment_shared: true,
      created_at: sqlDateTime(row.at),
    })
    .returning('id')
  const id = Number(typeof verificationId === 'object' ? verificationId.id : verificationId)
  // The photo shows what was found: a crack when the screen is broken, scratches otherwise.
  const broken = finding.changed.some((answer) => /fissur|cass/.test(answer))
  const photo = await storeDamagePhoto(
    row.itemId,
    [row.family, product.brand, product.modele, product.finish],
    broken ? 'crack' : 'scratches'
  )
  await trx
    .insertQuery()
    .table('item_photos')
    .insert({
      item_id: row.itemId,
      verification_id: id,
      file_key: photo.key,
      content_type: photo.contentType,
      size: photo.size,
      user_id: row.userId,
      created_at: sqlDateTime(row.at),
    })
  return id
}
