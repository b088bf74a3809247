import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { GRADE_CAPS, type Absorption, type GradeCap } from '#domain/pricing'
import { localizedText, pickLanguage } from '#services/localized_text'

/** A diagnostic answer as the demo's buy-backs choose among them. */
export interface DemoAnswerRow {
  id: number
  cap: GradeCap
  impact: number
  /** A lock or blacklist finding: never a condition the workshop prices. */
  quarantine: boolean
  name: string
}
export interface DemoQuestionRow {
  id: number
  title: string
  answers: DemoAnswerRow[]
}
export type Response = { questionId: number; answerId: number }

const french = (value: unknown) => pickLanguage(localizedText.consume(value), 'fr') ?? ''

/**
 * The diagnostic questions of the demo retailer, as each category asks them (its own, else those of the
 * nearest category above with some, as the estimate reads them), and each category's absorption.
 */
export async function demoQuestions(trx: TransactionClientContract, accountId: number) {
  const categories = await trx
    .from('categories')
    .where('account_id', accountId)
    .select('id', 'path', 'absorption_type', 'absorption_value')
  const questions = await trx
    .from('diagnostic_questions')
    .whereIn(
      'category_id',
      categories.map((category) => category.id)
    )
    .where('status', 'active')
    .orderBy('position')
    .select('id', 'category_id', 'title')
  const answers = await trx
    .from('diagnostic_answers')
    .whereIn(
      'question_id',
      questions.map((question) => question.id)
    )
    .orderBy('position')
    .select('id', 'question_id', 'grade_cap', 'price_impact', 'quarantine_reason', 'name')
  const byCategory = new Map<number, DemoQuestionRow[]>()
  for (const question of questions) {
    const list = byCategory.get(question.category_id) ?? []
    list.push({
      id: question.id,
      title: french(question.title),
      answers: answers
        .filter((answer) => answer.question_id === question.id)
        .map((answer) => ({
          id: answer.id,
          cap: answer.grade_cap,
          impact: Number(answer.price_impact),
          quarantine: Boolean(answer.quarantine_reason),
          name: french(answer.name),
        })),
    })
    byCategory.set(question.category_id, list)
  }
  const asked = new Map<number, DemoQuestionRow[]>()
  const absorptions = new Map<number, Absorption>()
  for (const category of categories) {
    const lineage = [...String(category.path).split('/').filter(Boolean).map(Number), category.id]
    const nearest = lineage.reverse().find((id) => byCategory.has(id))
    asked.set(category.id, nearest === undefined ? [] : byCategory.get(nearest)!)
    absorptions.set(category.id, {
      type: category.absorption_type ?? 'none',
      value: category.absorption_value === null ? null : Number(category.absorption_value),
    })
  }
  return {
    asked: (categoryId: number) => asked.get(categoryId) ?? [],
    absorption: (categoryId: number) => absorptions.get(categoryId) ?? { type: 'none' as const, value: null },
  }
}
export type DemoQuestions = Awaited<ReturnType<typeof demoQuestions>>

/**
 * The declaration of a demo buy-back: for each question its category asks, an answer without price impact
 * capping at the declared grade, or a better one; so the declared answers agree with the declared grade
 * and price.
 */
export function declaration(questions: DemoQuestions, categoryId: number, grade: string) {
  const rank = GRADE_CAPS.indexOf(grade as GradeCap)
  const responses: Response[] = questions.asked(categoryId).flatMap((question) => {
    const free = question.answers.filter(
      (answer) => answer.impact === 0 && GRADE_CAPS.indexOf(answer.cap) <= rank
    )
    const best = free.find((answer) => answer.cap === grade) ?? free[0]
    return best ? [{ questionId: question.id, answerId: best.id }] : []
  })
  return { responses, grade }
}
