import DiagnosticQuestion from '#models/diagnostic_question'
import type { Actor } from '#services/actor'
import { visibleQuestions } from '#services/question_scope'

/** A question the caller sees, with its answers; another account's is not found. */
export const visibleQuestion = (actor: Actor, id: string | number) =>
  visibleQuestions(DiagnosticQuestion.query(), actor)
    .where('diagnostic_questions.id', id)
    .preload('answers')
    .firstOrFail()

/** A question just written, with its answers. */
export async function withAnswers(question: DiagnosticQuestion) {
  await question.load('answers')
  return question
}
