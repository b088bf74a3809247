import db from '@adonisjs/lucid/services/db'
import Account from '#models/account'
import type Buyback from '#models/buyback'
import DiagnosticAnswer from '#models/diagnostic_answer'
import DiagnosticQuestion from '#models/diagnostic_question'
import Product from '#models/product'
import { pickLanguage } from '#services/localized_text'
import { photoFile, photosOf } from '#services/verification/photos'
import { signedAnswerPath } from '#actions/litigation/litigation'
import { proposalBreakdown } from '#domain/price_breakdown'
import type { GradeCap } from '#domain/pricing'

/** The verification that opened the buy-back's proposal, when one did. */
export function litigationVerification(buybackId: number) {
  return db
    .from('item_verifications')
    .where({ buyback_id: buybackId, outcome: 'litigation' })
    .orderBy('id', 'desc')
    .first()
}

/**
 * How the new price is made, in the customer's language: the answers the workshop found different from the
 * declaration (question, declared answer, controlled answer, the change of their price impacts) and the grade
 * step, from the declared price to the proposal's, as the pricing domain adds them up. The proposal page and
 * its e-mail both present this one breakdown.
 */
export async function proposalFigures(buyback: Buyback, language: string) {
  const verification = await litigationVerification(buyback.id)
  const declared = new Map(
    (buyback.declaration?.responses ?? []).map((response) => [response.questionId, response.answerId])
  )
  const controlled: { questionId: number; answerId: number; priceImpact?: number }[] = verification?.answers
    ? JSON.parse(verification.answers)
    : []
  const changed = controlled.filter((one) => declared.get(one.questionId) !== one.answerId)
  const answerIds = changed.flatMap((one) => [one.answerId, declared.get(one.questionId) ?? 0])
  const answers = answerIds.length ? await DiagnosticAnswer.query().whereIn('id', answerIds) : []
  const questions = changed.length
    ? await DiagnosticQuestion.query().whereIn(
        'id',
        changed.map((one) => one.questionId)
      )
    : []
  const answer = (id: number | undefined) => answers.find((one) => one.id === id)
  const productId = verification?.product_id ?? buyback.productId
  const product = productId ? await Product.find(productId) : null

  return {
    verification,
    breakdown: proposalBreakdown({
      declared: { grade: buyback.declaredGrade as GradeCap | null, price: buyback.declaredPrice ?? 0 },
      controlled: {
        grade: buyback.controlledGrade as GradeCap | null,
        price: buyback.controlledPrice ?? 0,
      },
      prices: product?.gradePrices ?? {},
      findings: changed.map((one) => ({
        question: pickLanguage(questions.find((question) => question.id === one.questionId)?.title, language),
        declared: pickLanguage(answer(declared.get(one.questionId))?.name, language),
        controlled: pickLanguage(answer(one.answerId)?.name, language),
        declaredImpact: answer(declared.get(one.questionId))?.priceImpact ?? 0,
        controlledImpact: one.priceImpact ?? answer(one.answerId)?.priceImpact ?? 0,
      })),
    }),
  }
}

/**
 * Why the price went down, as the customer's proposal page shows it: the breakdown above; the workshop's
 * comment when the client shares it; the verification's photos (inline: the page holds only the signed
 * link, and the photos are the record's, never public files).
 */
export async function proposalReasons(buyback: Buyback, language: string) {
  const { verification, breakdown } = await proposalFigures(buyback, language)
  const account = await Account.query().where('id', buyback.accountId).preload('rootDetail').firstOrFail()
  const shared = Boolean(account.rootDetail?.isWarehouseCommentSharedToClient)
  const photos = verification ? await photosOf(Number(verification.item_id), Number(verification.id)) : []

  return {
    breakdown,
    comment: shared && verification?.comment ? String(verification.comment) : null,
    photos: await Promise.all(
      photos.map(async (photo) => {
        const { bytes, contentType } = await photoFile(Number(verification.item_id), photo.id)
        return `data:${contentType};base64,${bytes.toString('base64')}`
      })
    ),
  }
}

/** The signatures of both answers, so that one page offers both choices whichever link was followed. */
export function answerSignatures(buybackId: number) {
  const signature = (answer: 'accept' | 'reject') =>
    new URL(signedAnswerPath(buybackId, answer), 'http://x').searchParams.get('signature') ?? ''
  return { accept: signature('accept'), reject: signature('reject') }
}
