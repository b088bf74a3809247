import type { HttpContext } from '@adonisjs/core/http'
import type { StepActionName } from '#domain/refurb_steps'
import { planStepValidator, stepActionValidators, validateRefurbValidator } from '#validators/refurb'
import { actOnStep } from '#actions/refurb/act_on_step'
import { visibleStep } from '#queries/refurb/visible_step'
import { validateRefurb } from '#actions/refurb/validate_refurb'
import { planStep } from '#actions/refurb/plan_step'
import { refurbItem, refurbItemOfCode, summaries } from '#services/refurb/lookup'
import { itemStepsView, stepView } from '#services/refurb/item_steps'

/**
 * The item refurb steps (part 1 §4 "Item refurb step statuses"): the search, an item's steps,
 * one step with its history, the five actions and "validate all". Each action carries the version of the
 * step it was read with; a stale one is refused with 409.
 */
export default class ItemRefurbStepsController {
  /** `GET /api/item-refurb-steps/search/:code`: an item being refurbished (or refurbished). */
  async search({ params, actor }: HttpContext) {
    const item = await refurbItemOfCode(actor, String(params.code).trim(), 'steps')
    return (await summaries([item]))[0]
  }

  /** `GET /api/items/:id/refurb-steps` */
  async index({ params, actor }: HttpContext) {
    const item = await refurbItem(actor, params.id, 'steps')
    return itemStepsView(actor, item.id)
  }

  /** `GET /api/item-refurb-steps/:id` */
  async show({ params, actor }: HttpContext) {
    const { step } = await visibleStep(actor, params.id)
    return stepView(actor, step.id)
  }

  async start(ctx: HttpContext) {
    return this.act(ctx, 'start')
  }

  async pause(ctx: HttpContext) {
    return this.act(ctx, 'pause')
  }

  async resume(ctx: HttpContext) {
    return this.act(ctx, 'resume')
  }

  async complete(ctx: HttpContext) {
    return this.act(ctx, 'complete')
  }

  async cancel(ctx: HttpContext) {
    return this.act(ctx, 'cancel')
  }

  /** `POST /api/item-refurb-steps/:id/{start|pause|resume|complete|cancel}` */
  private async act({ params, actor, request, i18n }: HttpContext, action: StepActionName) {
    const fields = await request.validateUsing(stepActionValidators[action])
    return actOnStep(actor, params.id, action, fields, (key, args) => i18n.t(key, args))
  }

  /** `POST /api/items/:id/refurb-steps`: a step added, or a cancelled one planned again. */
  async plan({ params, actor, request, i18n, response }: HttpContext) {
    const fields = await request.validateUsing(planStepValidator)
    response.status(201)
    return planStep(actor, params.id, fields, (key, args) => i18n.t(key, args))
  }

  /** `POST /api/items/:id/refurb-steps/validate` */
  async validate({ params, actor, request }: HttpContext) {
    const fields = await request.validateUsing(validateRefurbValidator)
    return validateRefurb(actor, params.id, fields)
  }
}
