import type { HttpContext } from '@adonisjs/core/http'
import BusinessError from '#exceptions/business_error'
import { hasValidSignature } from '#services/app_keys'
import { answerProposal } from '#actions/litigation/answer_proposal'
import { litigationState } from '#actions/litigation/shared'
import { proposalBuyback } from '#queries/litigation/proposal_buyback'
import { answerSignatures, proposalReasons } from '#services/litigation/proposal_view'

const answerOf = (url: string) => (url.endsWith('/accept') ? 'accept' : 'reject')

/**
 * `buyback/{id}/accept` and `/reject` of the storefront (part 1 §2 "Litigation"): the page reads the proposal
 * and sends the answer through the signed path of the e-mail's link.
 */
export default class LitigationController {
  async show({ params, request, i18n }: HttpContext) {
    if (!hasValidSignature(request)) throw new BusinessError('link_invalid', 403)
    const buyback = await proposalBuyback(params.id)
    const state = await litigationState(buyback.id)
    if (state === 'none') throw new BusinessError('not_found', 404)
    return {
      id: buyback.id,
      identificationNumber: buyback.identificationNumber,
      product: buyback.product?.label ?? null,
      declaredGrade: buyback.declaredGrade,
      declaredPrice: buyback.declaredPrice,
      controlledGrade: buyback.controlledGrade,
      proposedPrice: buyback.controlledPrice,
      answer: answerOf(request.url()),
      state,
      // Why the price went down, and both choices on one page.
      ...(await proposalReasons(buyback, i18n.locale)),
      signatures: state === 'pending' ? answerSignatures(buyback.id) : null,
    }
  }

  async answer({ params, request }: HttpContext) {
    if (!hasValidSignature(request)) throw new BusinessError('link_invalid', 403)
    const state = await answerProposal(Number(params.id), answerOf(request.url()))
    return { state }
  }
}
