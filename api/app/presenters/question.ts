import type DiagnosticQuestion from '#models/diagnostic_question'

/** A diagnostic question with its answers in order (loaded by the caller), texts in every language. */
export function presentQuestion(question: DiagnosticQuestion) {
  return {
    id: question.id,
    updatedAt: question.updatedAt?.toISO() ?? null,
    version: question.version,
    categoryId: question.categoryId,
    position: question.position,
    title: question.title,
    howToTest: question.howToTest,
    status: question.status,
    answers: [...(question.$preloaded.answers ? question.answers : [])]
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((answer) => ({
        id: answer.id,
        position: answer.position,
        name: answer.name,
        description: answer.description,
        gradeCap: answer.gradeCap,
        priceImpact: answer.priceImpact,
        quarantineReason: answer.quarantineReason ?? null,
      })),
  }
}
