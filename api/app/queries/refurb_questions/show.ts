import RefurbDiagnosticQuestion from '#models/refurb_diagnostic_question'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'

/** The refurb questions the caller's account owns, each with its answers in order and their steps. */
export const ownedRefurbQuestions = (actor: Actor) =>
  tenancy
    .owned(RefurbDiagnosticQuestion.query(), actor)
    .preload('answers', (answers) => answers.orderBy('position').preload('steps'))

/** A refurb question the caller's account owns; another account's is not found. */
export const visibleRefurbQuestion = (actor: Actor, id: string | number) =>
  ownedRefurbQuestions(actor).where('refurb_diagnostic_questions.id', id).firstOrFail()
