import db from '@adonisjs/lucid/services/db'
import Account from '#models/account'
import type Buyback from '#models/buyback'
import DiagnosticAnswer from '#models/diagnostic_answer'
import DiagnosticQuestion from '#models/diagnostic_question'
import { pickLanguage } from '#services/localized_text'
import { photoFile, photosOf } from '#services/verification/photos'
import { signedAnswerPath } from '#actions/litigation/litigation'

/**
 * Why the price went down, as the customer's proposal page shows it (issue 30): the answers the workshop
 * found different from the declaration (question, declared answer, controlled answer, its price impact), in
 * the customer's language; the workshop's comment when the client shares it; the verification's photos
 * (inline: the page holds only the signed link, and the photos are the record's, never public files).
 */
export async function proposalReasons(buyback: Buyback, language: string) {
  const verification = await db
    .from('item_verifications')
    .where({ buyback_id: buyback.id, outcome: 'litigation' })
    .orderBy('id', 'desc')
    .first()
  const declared = new Map(
    (buyback.declaration?.responses ?? []).map((response) => [response.questionId, response.answerId])
  )
  const controlled: { questionId: number; answerId: number }[] = verification?.answers
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
  const text = (id: number | undefined) =>
    pickLanguage(answers.find((answer) => answer.id === id)?.name, language)

  const account = await Account.query().where('id', buyback.accountId).preload('rootDetail').firstOrFail()
  const shared = Boolean(account.rootDetail?.isWarehouseCommentSharedToClient)
  const photos = verification ? await photosOf(Number(verification.item_id), Number(verification.id)) : []

  return {
    changes: changed.map((one) => ({
      question: pickLanguage(questions.find((question) => question.id === one.questionId)?.title, language),
      declared: text(declared.get(one.questionId)),
      controlled: text(one.answerId),
      priceImpact: answers.find((answer) => answer.id === one.answerId)?.priceImpact ?? 0,
    })),
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
