import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@vinejs/vine'
import { presentQuestion } from '#presenters/question'
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
import { questionList } from '#queries/diagnostic_questions/list'
import { visibleQuestion, withAnswers } from '#queries/diagnostic_questions/show'
import { visibleCategory } from '#queries/categories/visible'

export default class DiagnosticQuestionsController {
  async index(ctx: HttpContext) {
    return (await questionList(ctx)).map(presentQuestion)
  }

  async show({ params, actor }: HttpContext) {
    return presentQuestion(await visibleQuestion(actor, params.id))
  }

  /** A question goes to its category's account; one a super admin names must be the category's. */
  async store(ctx: HttpContext) {
    const { request, actor, response, i18n } = ctx
    const named = namesAccount(ctx) ? await targetAccountId(ctx) : null
    const fields = await request.validateUsing(createQuestionValidator, questionValidationOptions())
    const category = await visibleCategory(actor, fields.categoryId)
    if (named !== null && category.accountId !== named) {
      throw new errors.E_VALIDATION_ERROR({
        categoryId: i18n.t('validator.shared.messages.database.exists'),
      })
    }
    const question = await withAnswers(await createQuestion(category, fields))
    return response.created({ ...presentQuestion(question), accountId: category.accountId })
  }

  async update({ params, request, actor }: HttpContext) {
    const question = await visibleQuestion(actor, params.id)
    claimEdit(question, request.input('version'))
    const fields = await request.validateUsing(updateQuestionValidator, questionValidationOptions())
    await updateQuestion(question, fields)
    return presentQuestion(await visibleQuestion(actor, params.id))
  }

  async destroy({ params, actor }: HttpContext) {
    const question = await visibleQuestion(actor, params.id)
    await deleteQuestion(question)
    return presentQuestion(question)
  }
}
