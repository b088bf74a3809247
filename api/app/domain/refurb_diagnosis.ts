/**
 * The refurb diagnosis of part 1 §2 "Refurbishment": each refurb diagnostic question of the product is
 * answered (one answer to a unique-choice question, at least one to a multiple-choice one), and the answers
 * suggest the steps they are tied to.
 */
export interface DiagnosisQuestion {
  id: number
  type: 'unique' | 'multiple'
  answers: { id: number; stepIds: number[] }[]
}

/** Why the answers cannot be taken; null when each question is answered as its type asks. */
export function answersProblem(questions: readonly DiagnosisQuestion[], answerIds: readonly number[]) {
  const chosen = new Set(answerIds)
  if (chosen.size !== answerIds.length) return 'duplicate'
  const known = new Set(questions.flatMap((question) => question.answers.map((answer) => answer.id)))
  if (answerIds.some((id) => !known.has(id))) return 'unknown'
  for (const question of questions) {
    const count = question.answers.filter((answer) => chosen.has(answer.id)).length
    if (count === 0 || (question.type === 'unique' && count > 1)) return 'incomplete'
  }
  return null
}

/** The steps the chosen answers are tied to, each once, in the order of the questions and answers. */
export function suggestedStepIds(questions: readonly DiagnosisQuestion[], answerIds: readonly number[]) {
  const chosen = new Set(answerIds)
  const steps = questions.flatMap((question) =>
    question.answers.filter((answer) => chosen.has(answer.id)).flatMap((answer) => answer.stepIds)
  )
  return [...new Set(steps)]
}
