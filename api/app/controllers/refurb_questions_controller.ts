import type { HttpContext } from '@adonisjs/core/http'
import { withAccountNames } from '#services/account_names'
import { indexedFieldErrors } from '#services/indexed_field_errors_reporter'
import { refurbQuestionValidator } from '#validators/refurb_question'
import { saveRefurbQuestion } from '#actions/refurb_questions/save_refurb_question'
import { claimEdit } from '#services/concurrency'
import { targetAccountId } from '#services/tenancy/target_account'
import { refurbQuestionList } from '#queries/refurb_questions/list'
import { visibleRefurbQuestion } from '#queries/refurb_questions/show'
import { presentRefurbQuestion } from '#presenters/refurb_question'

/** Refurb diagnosis questions of part 1 §2 "Refurbishment", in the ra-data-json-server dialect. */
export default class RefurbQuestionsController {
  async index(ctx: HttpContext) {
    return withAccountNames((await refurbQuestionList(ctx)).map(presentRefurbQuestion))
  }

  async show({ params, actor }: HttpContext) {
    return presentRefurbQuestion(await visibleRefurbQuestion(actor, params.id))
  }

  async store(ctx: HttpContext) {
    const { request, actor, response, i18n } = ctx
    const accountId = await targetAccountId(ctx)
    const fields = await request.validateUsing(refurbQuestionValidator, indexedFieldErrors())
    const question = await saveRefurbQuestion(accountId, fields, i18n)
    return response.created(presentRefurbQuestion(await visibleRefurbQuestion(actor, question.id)))
  }

  async update({ params, request, actor, i18n }: HttpContext) {
    const question = await visibleRefurbQuestion(actor, params.id)
    claimEdit(question, request.input('version'))
    const fields = await request.validateUsing(refurbQuestionValidator, indexedFieldErrors())
    await saveRefurbQuestion(question.accountId, fields, i18n, question)
    return presentRefurbQuestion(await visibleRefurbQuestion(actor, params.id))
  }
}
