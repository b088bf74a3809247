import type { HttpContext } from '@adonisjs/core/http'
import { estimateValidator } from '#validators/estimate'
import { estimableProduct } from '#actions/estimates/shared'
import { estimateOf } from '#actions/estimates/estimate_buyback'

/**
 * The diag tunnel's calls (part 1 §2 "Public application"): the questions of a product, then its estimate.
 * The account is the visitor's storefront (its signed token) or the signed-in user's.
 */
export default class EstimatesController {
  /** GET /api/storefront/products/:id/diagnostic: the product and its questions in the visitor's language. */
  async diagnostic({ params, storefrontCaller, i18n }: HttpContext) {
    const context = { accountId: storefrontCaller.accountId, channel: 'web' as const, language: i18n.locale }
    const { product, setup } = await estimableProduct(context, params.id)
    return {
      product: {
        id: product.id,
        label: product.label,
        brand: product.brand,
        modele: product.modele,
        image: product.image,
        isCollectingImei: product.isCollectingImei,
        tacCodes: product.tacCodes,
        maxBuybackPrice: product.prices.A,
        category: { id: setup.category.id, label: setup.category.label },
      },
      questions: setup.questions.map((question) => ({
        id: question.id,
        title: question.title,
        howToTest: question.howToTest,
        answers: question.answers.map((answer) => ({
          id: answer.id,
          name: answer.name,
          description: answer.description,
        })),
      })),
    }
  }

  /** POST /api/estimates: grade, price, impacts, transport and payment modes, destination workshop. */
  async store({ request, storefrontCaller, i18n }: HttpContext) {
    const fields = await request.validateUsing(estimateValidator)
    return estimateOf(
      { accountId: storefrontCaller.accountId, channel: 'web', language: i18n.locale },
      fields
    )
  }
}
