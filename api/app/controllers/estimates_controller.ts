import type { HttpContext } from '@adonisjs/core/http'
import { estimateValidator } from '#validators/estimate'
import { estimableProduct, estimateOf, questionsFor } from '#actions/estimates/estimate_buyback'
import { pickLanguage } from '#services/localized_text'

/**
 * The diag tunnel's calls (part 1 §2 "Public application"): the questions of a product, then its estimate.
 * The account is the visitor's storefront (its anonymous token) or the signed-in user's.
 */
export default class EstimatesController {
  /** GET /api/storefront/products/:id/diagnostic: the product and its questions in the visitor's language. */
  async diagnostic({ params, auth, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const product = await estimableProduct(user.accountId, params.id)
    const questions = await questionsFor(product.category)
    const text = (value: Parameters<typeof pickLanguage>[0]) => pickLanguage(value, i18n.locale)
    return {
      product: {
        id: product.id,
        label: product.label,
        brand: product.brand,
        modele: product.modele,
        image: product.image,
        isCollectingImei: product.isCollectingImei,
        tacCodes: product.tacCodes,
        maxBuybackPrice: product.buybackPriceGradeA,
        category: { id: product.category.id, label: product.category.label },
      },
      questions: questions.map((question) => ({
        id: question.id,
        title: text(question.title),
        howToTest: text(question.howToTest),
        answers: question.answers.map((answer) => ({
          id: answer.id,
          name: text(answer.name),
          description: text(answer.description),
        })),
      })),
    }
  }

  /** POST /api/estimates: grade, price, impacts, transport and payment modes, destination workshop. */
  async store({ request, auth, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const fields = await request.validateUsing(estimateValidator)
    return estimateOf({ accountId: user.accountId, channel: 'web', language: i18n.locale }, fields)
  }
}
