import type Buyback from '#models/buyback'
import DiagnosticAnswer from '#models/diagnostic_answer'
import DiagnosticQuestion from '#models/diagnostic_question'
import { pickLanguage, type LocalizedText } from '#services/localized_text'

/**
 * The diagnostic the customer or seller declared, question by question in the reader's language: shown
 * on the buy-back's details and to the workshop that checks the item in, so both read the same answers.
 */
export async function declaredAnswers(buyback: Buyback, language: string) {
  const responses = buyback.declaration?.responses ?? []
  const answers = responses.length
    ? await DiagnosticAnswer.query().whereIn(
        'id',
        responses.map((response) => response.answerId)
      )
    : []
  const questions = answers.length
    ? await DiagnosticQuestion.query().whereIn(
        'id',
        answers.map((answer) => answer.questionId)
      )
    : []
  const text = (value: LocalizedText | null | undefined) => pickLanguage(value, language)
  return responses.map((response) => {
    const answer = answers.find((one) => one.id === response.answerId)
    return {
      question: text(questions.find((one) => one.id === response.questionId)?.title) ?? null,
      answer: text(answer?.name) ?? null,
      gradeCap: answer?.gradeCap ?? null,
      priceImpact: answer?.priceImpact ?? 0,
    }
  })
}
