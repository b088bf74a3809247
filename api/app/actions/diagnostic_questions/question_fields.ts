import type { Infer } from '@vinejs/vine/types'
import type { updateQuestionValidator } from '#validators/diagnostic_question'

export type QuestionFields = Infer<typeof updateQuestionValidator>
export type AnswerFields = QuestionFields['answers'][number]

/** Drops the languages left empty, so that a missing translation falls back to French. */
export function written<T extends Record<string, string | null | undefined>>(text: T | null | undefined) {
  if (!text) return null
  const kept = Object.fromEntries(Object.entries(text).filter(([, value]) => value))
  return Object.keys(kept).length ? (kept as Record<string, string>) : null
}

export function answerColumns(answer: AnswerFields, position: number) {
  return {
    position,
    name: written(answer.name)!,
    description: written(answer.description),
    gradeCap: answer.gradeCap,
    priceImpact: answer.priceImpact,
    quarantineReason: answer.quarantineReason ?? null,
  }
}
