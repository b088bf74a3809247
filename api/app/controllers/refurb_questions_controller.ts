import type { HttpContext } from '@adonisjs/core/http'
import RefurbDiagnosticQuestion from '#models/refurb_diagnostic_question'
import type { Actor } from '#services/actor'
import { tenancy } from '#services/tenancy/scopes'
import { paginateList } from '#services/list_query'
import { withAccountNames } from '#services/account_names'
import { indexedFieldErrors } from '#services/indexed_field_errors_reporter'
import { refurbQuestionValidator } from '#validators/refurb_question'
import { saveRefurbQuestion } from '#actions/refurb_questions/save_refurb_question'
import { claimEdit } from '#services/concurrency'
import { targetAccountId } from '#services/tenancy/target_account'

const visibleQuestion = (actor: Actor, id: string) =>
  tenancy
    .owned(RefurbDiagnosticQuestion.query(), actor)
    .where('refurb_diagnostic_questions.id', id)
    .preload('answers', (answers) => answers.orderBy('position').preload('steps'))
    .firstOrFail()

function presentQuestion(question: RefurbDiagnosticQuestion) {
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

/** Refurb diagnosis questions of part 1 §2 "Refurbishment", in the ra-data-json-server dialect. */
export default class RefurbQuestionsController {
  async index(ctx: HttpContext) {
    const query = tenancy
      .owned(RefurbDiagnosticQuestion.query(), ctx.actor)
      .preload('answers', (answers) => answers.orderBy('position').preload('steps'))
    const rows = await paginateList(ctx, query, {
      accountColumn: 'refurb_diagnostic_questions.account_id',
      sortable: {
        position: 'refurb_diagnostic_questions.position',
        title: 'refurb_diagnostic_questions.title',
      },
      defaultSort: ['position', 'asc'],
      search: ['refurb_diagnostic_questions.title'],
    })
    return withAccountNames(rows.map(presentQuestion))
  }

  async show({ params, actor }: HttpContext) {
    return presentQuestion(await visibleQuestion(actor, params.id))
  }

  async store(ctx: HttpContext) {
    const { request, actor, response, i18n } = ctx
    const accountId = await targetAccountId(ctx)
    const fields = await request.validateUsing(refurbQuestionValidator, indexedFieldErrors())
    const question = await saveRefurbQuestion(accountId, fields, i18n)
    return response.created(presentQuestion(await visibleQuestion(actor, String(question.id))))
  }

  async update({ params, request, actor, i18n }: HttpContext) {
    const question = await visibleQuestion(actor, params.id)
    claimEdit(question, request.input('version'))
    const fields = await request.validateUsing(refurbQuestionValidator, indexedFieldErrors())
    await saveRefurbQuestion(question.accountId, fields, i18n, question)
    return presentQuestion(await visibleQuestion(actor, params.id))
  }
}
