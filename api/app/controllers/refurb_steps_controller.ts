import type { HttpContext } from '@adonisjs/core/http'
import { indexedFieldErrors } from '#services/indexed_field_errors_reporter'
import { refurbStepValidator } from '#validators/refurb_step'
import { deleteRefurbStep } from '#actions/refurb_steps/delete_refurb_step'
import { saveRefurbStep } from '#actions/refurb_steps/save_refurb_step'
import { claimEdit } from '#services/concurrency'
import { targetAccountId } from '#services/tenancy/target_account'
import { refurbStepList } from '#queries/refurb_steps/list'
import { visibleRefurbStep as visibleStep } from '#queries/refurb_steps/show'
import { refurbStepFormOptions } from '#queries/refurb_steps/form_options'
import { presentRefurbStep as present, presentRefurbSteps } from '#presenters/refurb_step'

/** Refurb steps of part 1 §2 "Refurbishment", in the ra-data-json-server dialect. */
export default class RefurbStepsController {
  async index(ctx: HttpContext) {
    return presentRefurbSteps(await refurbStepList(ctx))
  }

  /** The account's stocks and workshops for the step form. */
  async formOptions({ actor }: HttpContext) {
    return refurbStepFormOptions(actor)
  }

  async show({ params, actor }: HttpContext) {
    return present(await visibleStep(actor, params.id))
  }

  async store(ctx: HttpContext) {
    const { request, actor, response, i18n } = ctx
    const accountId = await targetAccountId(ctx)
    const fields = await request.validateUsing(refurbStepValidator, indexedFieldErrors())
    const step = await saveRefurbStep(accountId, fields, i18n)
    return response.created(present(await visibleStep(actor, step.id)))
  }

  async update({ params, request, actor, i18n }: HttpContext) {
    const step = await visibleStep(actor, params.id)
    claimEdit(step, request.input('version'))
    const fields = await request.validateUsing(refurbStepValidator, indexedFieldErrors())
    await saveRefurbStep(step.accountId, fields, i18n, step)
    return present(await visibleStep(actor, params.id))
  }

  async destroy({ params, actor }: HttpContext) {
    const step = await visibleStep(actor, params.id)
    await deleteRefurbStep(step)
    return present(step)
  }
}
