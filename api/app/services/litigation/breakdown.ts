import DiagnosticAnswer from '#models/diagnostic_answer'
import DiagnosticQuestion from '#models/diagnostic_question'
import { pickLanguage } from '#services/localized_text'
import { proposalBreakdown } from '#domain/price_breakdown'
import type { GradeCap, GradePrices } from '#domain/pricing'

/**
 * How a controlled price is made from the declared one, in a reader's language: the answers the workshop
 * found different from the declaration (question, declared answer, controlled answer, the change of their
 * price impacts) and the grade step, as the pricing domain adds them up. The verification summary of the
 * back office, the customer's proposal page and its e-mail all present this one breakdown.
 */
export async function breakdownOf(input: {
  declared: {
    grade: string | null
    price: number
    responses: { questionId: number; answerId: number }[]
  }
  controlled: {
    grade: string | null
    price: number
    answers: { questionId: number; answerId: number; priceImpact?: number }[]
  }
  prices: GradePrices
  language: string
}) {
  const { controlled, language } = input
  const declared = new Map(
    input.declared.responses.map((response) => [response.questionId, response.answerId])
  )
  const changed = controlled.answers.filter((one) => declared.get(one.questionId) !== one.answerId)
  const answerIds = changed.flatMap((one) => [one.answerId, declared.get(one.questionId) ?? 0])
  const answers = answerIds.length ? await DiagnosticAnswer.query().whereIn('id', answerIds) : []
  const questions = changed.length
    ? await DiagnosticQuestion.query().whereIn(
        'id',
        changed.map((one) => one.questionId)
      )
    : []
  const answer = (id: number | undefined) => answers.find((one) => one.id === id)

  return proposalBreakdown({
    declared: { grade: input.declared.grade as GradeCap | null, price: input.declared.price },
    controlled: { grade: controlled.grade as GradeCap | null, price: controlled.price },
    prices: input.prices,
    findings: changed.map((one) => ({
      question: pickLanguage(questions.find((question) => question.id === one.questionId)?.title, language),
      declared: pickLanguage(answer(declared.get(one.questionId))?.name, language),
      controlled: pickLanguage(answer(one.answerId)?.name, language),
      declaredImpact: answer(declared.get(one.questionId))?.priceImpact ?? 0,
      controlledImpact: one.priceImpact ?? answer(one.answerId)?.priceImpact ?? 0,
    })),
  })
}
