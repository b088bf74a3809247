import type { HttpContext } from '@adonisjs/core/http'
import Category from '#models/category'
import DiagnosticQuestion from '#models/diagnostic_question'
import { paginateList } from '#services/list_query'
import { visibleQuestions } from '#services/question_scope'

/** A page of `/diagnosticQuestions` with their answers, among the questions the caller sees. */
export function questionList(ctx: HttpContext) {
  const query = visibleQuestions(DiagnosticQuestion.query(), ctx.actor).preload('answers')
  return paginateList(ctx, query, {
    sortable: {
      id: 'diagnostic_questions.id',
      position: 'diagnostic_questions.position',
      status: 'diagnostic_questions.status',
      createdAt: 'diagnostic_questions.created_at',
    },
    defaultSort: ['position', 'asc'],
    search: ['diagnostic_questions.title'],
    filters: {
      categoryId: (q, value) => q.whereIn('diagnostic_questions.category_id', ([] as string[]).concat(value)),
      status: (q, value) => q.whereIn('diagnostic_questions.status', ([] as string[]).concat(value)),
      // A super admin's client filter: the questions of that client's categories.
      ...(ctx.actor.isSuperAdmin && {
        accountId: (q: typeof query, value: string | string[]) =>
          q.whereIn(
            'diagnostic_questions.category_id',
            Category.query().select('categories.id').where('categories.account_id', Number(value))
          ),
      }),
    },
  })
}
