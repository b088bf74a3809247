import type { HttpContext } from '@adonisjs/core/http'
import { diagnosisQueryValidator, diagnosisValidator, idsOfQuery } from '#validators/refurb'
import { diagnoseItem } from '#actions/refurb/diagnose_item'
import { refurbItem, refurbItemOfCode, summaries } from '#services/refurb/lookup'
import { diagnosisForm } from '#services/refurb/diagnosis_form'

/**
 * The refurb diagnosis wizard (part 1 §2 "Refurbishment"): the search, the questions with the
 * steps they suggest and their costs, and the diagnosis. Items are read through the caller's scope: another
 * workshop's is a 404.
 */
export default class RefurbDiagnosesController {
  /** `GET /api/refurb-diagnosis/search/:code` */
  async search({ params, actor }: HttpContext) {
    const item = await refurbItemOfCode(actor, String(params.code).trim(), 'diagnosis')
    return (await summaries([item]))[0]
  }

  /** `GET /api/items/:id/refurb-diagnosis?answers=1,2&steps=3,4` */
  async form({ params, actor, request }: HttpContext) {
    const chosen = await diagnosisQueryValidator.validate({
      answers: idsOfQuery(request.input('answers')) ?? [],
      steps: idsOfQuery(request.input('steps')),
    })
    return diagnosisForm(await refurbItem(actor, params.id, 'diagnosis'), chosen)
  }

  /** `POST /api/items/:id/refurb-diagnosis` */
  async store({ params, actor, request, response, i18n }: HttpContext) {
    const fields = await request.validateUsing(diagnosisValidator)
    const result = await diagnoseItem(actor, params.id, fields, (key, args) => i18n.t(key, args))
    return response.created(result)
  }
}
