import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@vinejs/vine'
import Category from '#models/category'
import DiagnosticQuestion from '#models/diagnostic_question'
import { tenancy } from '#services/tenancy/scopes'
import { paginateList } from '#services/list_query'
import { visibleQuestions } from '#services/question_scope'
import { presentQuestion } from '#services/question_presenter'
import {
  createQuestionValidator,
  questionValidationOptions,
  updateQuestionValidator,
} from '#validators/diagnostic_question'
import { createQuestion } from '#actions/diagnostic_questions/create_question'
import { updateQuestion } from '#actions/diagnostic_questions/update_question'
import { deleteQuestion } from '#actions/diagnostic_questions/delete_question'
import { claimEdit } from '#services/concurrency'
import { namesAccount, targetAccountId } from '#services/tenancy/target_account'

export default class DiagnosticQuestionsController {
  async index(ctx: HttpContext) {
    const query = visibleQuestions(DiagnosticQuestion.query(), ctx.actor).preload('answers')
    const questions = await paginateList(ctx, query, {
      sortable: {
        id: 'diagnostic_questions.id',
        position: 'diagnostic_questions.position',
        status: 'diagnostic_questions.status',
        createdAt: 'diagnostic_questions.created_at',
      },
      defaultSort: ['position', 'asc'],
      search: ['diagnostic_questions.title'],
      filters: {
        categoryId: (q, value) =>
          q.whereIn('diagnostic_questions.category_id', ([] as string[]).concat(value)),
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
    return questions.map(presentQuestion)
  }

  async show({ params, actor }: HttpContext) {
    return presentQuestion(await this.find(params.id, actor))
  }

  /** A question goes to its category's account; one a super admin names must be the category's. */
  async store(ctx: HttpContext) {
    const { request, actor, response, i18n } = ctx
    const named = namesAccount(ctx) ? await targetAccountId(ctx) : null
    const fields = await request.validateUsing(createQuestionValidator, questionValidationOptions())
    const category = await tenancy
      .categories(Category.query(), actor)
      .where('categories.id', fields.categoryId)
      .firstOrFail()
    if (named !== null && category.accountId !== named) {
      throw new errors.E_VALIDATION_ERROR({
        categoryId: i18n.t('validator.shared.messages.database.exists'),
      })
    }
    const question = await createQuestion(category, fields)
    await question.load('answers')
    return response.created({ ...presentQuestion(question), accountId: category.accountId })
  }

  async update({ params, request, actor }: HttpContext) {
    const question = await this.find(params.id, actor)
    claimEdit(question, request.input('version'))
    const fields = await request.validateUsing(updateQuestionValidator, questionValidationOptions())
    await updateQuestion(question, fields)
    return presentQuestion(await this.find(params.id, actor))
  }

  async destroy({ params, actor }: HttpContext) {
    const question = await this.find(params.id, actor)
    await deleteQuestion(question)
    return presentQuestion(question)
  }

  private find(id: string, actor: HttpContext['actor']) {
    return visibleQuestions(DiagnosticQuestion.query(), actor)
      .where('diagnostic_questions.id', id)
      .preload('answers')
      .firstOrFail()
  }
}
