import type RefurbDiagnosticQuestion from '#models/refurb_diagnostic_question'

/** A refurb diagnosis question with its answers and the steps each answer leads to (their ids). */
export function presentRefurbQuestion(question: RefurbDiagnosticQuestion) {
  return {
    id: question.id,
    accountId: question.accountId,
    updatedAt: question.updatedAt?.toISO() ?? null,
    version: question.version,
    title: question.title,
    type: question.type,
    description: question.description,
    position: question.position,
    answers: (question.answers ?? []).map((answer) => ({
      id: answer.id,
      name: answer.name,
      stepIds: (answer.steps ?? []).map((step) => step.id),
    })),
  }
}
