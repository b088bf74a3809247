import { PricingRefusal, estimate as priceOf } from '#domain/pricing'
import { imeiMatchesTac } from '#domain/identifiers'
import { type EstimableProduct } from '#services/estimation/setups'
import { askBuyerEstimate, buyerEstimationEndpoint } from '#services/connectors/buyer_estimation'
import { transportModesFor } from '#actions/estimates/transport_modes'
import { refuse } from '#actions/estimates/refusal'
import {
  type EstimateContext,
  chosenAnswers,
  type EstimateRequest,
  estimableProduct,
} from '#actions/estimates/shared'

/** The estimate of a request as the storefront's tunnel and the store wizard send it (validators/estimate). */
export function estimateOf(
  context: EstimateContext,
  fields: { productId: string; answers: number[]; imei?: string; country?: string }
) {
  return estimateBuyback({
    ...context,
    productId: fields.productId,
    answerIds: fields.answers,
    imei: fields.imei,
    country: fields.country,
  })
}

/** The buyer's own price when its settings name an estimation API (services/connectors/buyer_estimation). */
async function buyerPriced(
  endpoint: string,
  product: EstimableProduct,
  currency: string,
  priced: ReturnType<typeof priceOf>,
  chosen: ReturnType<typeof chosenAnswers>
) {
  const price = await askBuyerEstimate(endpoint, {
    product: {
      id: product.id,
      label: product.label,
      eanCode: product.eanCode,
      reference: product.reference,
    },
    grade: priced.grade,
    answers: chosen.map(({ question, answer }) => ({ questionId: question.id, answerId: answer.id })),
    estimate: priced.estimate,
    currency,
  })
  if (price === 0 && product.buybackZeroNotAllowed) throw refuse('zero_value')
  return { ...priced, estimate: price, zeroValue: price === 0 }
}

export async function estimateBuyback(request: EstimateRequest) {
  const { product, setup, buyerApis } = await estimableProduct(request, request.productId)
  const { category } = setup

  if (setup.questions.length === 0) throw refuse('no_diagnostic_questions')
  const chosen = chosenAnswers(setup.questions, request.answerIds)

  let imei: { value: string; tacMatch: boolean } | null = null
  if (product.isCollectingImei) {
    if (!request.imei) throw refuse('imei_required')
    imei = { value: request.imei, tacMatch: imeiMatchesTac(request.imei, product.tacCodes) }
  }

  let priced: ReturnType<typeof priceOf>
  try {
    priced = priceOf(
      product.prices,
      chosen.map(({ answer }) => ({ gradeCap: answer.gradeCap, priceImpact: answer.priceImpact })),
      { buybackZeroNotAllowed: product.buybackZeroNotAllowed }
    )
  } catch (error) {
    if (!(error instanceof PricingRefusal)) throw error
    const text = setup.zeroValueText
    throw refuse(error.code, 422, error.code === 'zero_value' && text ? { customText: text } : {})
  }

  if (!category.buyerAccountId) throw refuse('configuration_error')
  if (!category.buyerActive) throw refuse('buyer_unreachable', 503)

  const endpoint = buyerApis ? await buyerEstimationEndpoint(category.buyerAccountId) : null
  if (endpoint) priced = await buyerPriced(endpoint, product, setup.currency, priced, chosen)

  const transportModes = transportModesFor(setup, product, {
    country: request.country ?? 'FR',
    grade: priced.grade,
    price: priced.estimate,
  })

  return {
    product: {
      id: product.id,
      label: product.label,
      brand: product.brand,
      modele: product.modele,
      eanCode: product.eanCode,
      reference: product.reference,
      image: product.image,
      category: { id: category.id, label: category.label },
    },
    channel: request.channel,
    currency: setup.currency,
    grade: priced.grade,
    gradePrice: product.prices[priced.grade] ?? null,
    estimate: priced.estimate,
    zeroValue: priced.zeroValue,
    responses: chosen.map(({ question, answer }) => ({ questionId: question.id, answerId: answer.id })),
    buyerAccountId: category.buyerAccountId,
    impacts: chosen
      .filter(({ answer }) => answer.priceImpact !== 0)
      .map(({ question, answer }) => ({
        label: `${question.title} — ${answer.name}`,
        value: answer.priceImpact,
      })),
    imei,
    transportModes,
  }
}
