import RefurbDiagnosticQuestion from '#models/refurb_diagnostic_question'
import { tenancy } from '#services/tenancy/scopes'
import type { Actor } from '#services/actor'

/** The account's refurb diagnostic questions a product may apply, in their order (the product form). */
export async function refurbQuestionChoices(actor: Actor) {
  const questions = await tenancy
    .owned(RefurbDiagnosticQuestion.query(), actor)
    .orderBy('position')
    .orderBy('id')
  return questions.map((question) => ({ id: question.id, title: question.title, type: question.type }))
}
