import { PricingRefusal, estimate as priceOf } from '#domain/pricing'
import { imeiMatchesTac } from '#domain/identifiers'
import { productWithSetup, type EstimableProduct } from '#services/estimation/setups'
import { askBuyerEstimate, buyerEstimationEndpoint } from '#services/connectors/buyer_estimation'
import type { SetupQuestion } from '#services/estimation/build_setup'
import { transportModesFor } from '#actions/estimates/transport_modes'
import { refuse } from '#actions/estimates/refusal'

/**
 * The estimate of part 1 §2 "diag tunnel" and DESIGN.md §3: a product, one answer per diagnostic question
 * (and the IMEI when the product collects it) give the declared grade and price, the price impacts, the
 * transport modes the category offers on the channel with the payment modes of each (modifiers and bonus
 * priced), and the workshop the item would go to. Every refusal is a code of part 2 §8 "Buy-back estimate".
 * The storefront and the store wizard call this one function; the cart prices its lines with it again.
 */
export interface EstimateRequest {
  accountId: number
  channel: 'web' | 'store'
  productId: string
  answerIds: number[]
  imei?: string | null
  country?: string
  language: string
}

export type EstimateContext = Pick<EstimateRequest, 'accountId' | 'channel' | 'language'>

/**
 * A published product of the account with the estimation setup of its category; the refusals of part 2 §8
 * otherwise. The diag tunnel's questions come from here too.
 */
export async function estimableProduct(context: EstimateContext, productId: string) {
  const found = await productWithSetup(context.accountId, productId, context.channel, context.language)
  if (!found) throw refuse('product_not_found', 404)
  if (found.product.status !== 'published') throw refuse('product_unpublished')
  if (!found.setup.category.active) throw refuse('product_not_estimable')
  return found
}

/**
 * The transport and payment modes a product may be bought back with, before its condition is declared (the
 * store wizard asks them first): the modes of its best grade, with the rules of their modifiers and bonus
 * rather than amounts. The estimate confirms the choice once the condition is known.
 */
export async function optionsOf(context: EstimateContext, productId: string) {
  const { product, setup } = await estimableProduct(context, productId)
  const modes = transportModesFor(setup, product, {
    country: 'FR',
    grade: 'A',
    price: product.prices.A ?? 0,
  })
  return modes.map((mode) => ({
    id: mode.id,
    name: mode.name,
    description: mode.description,
    deposit: mode.deposit,
    shippingRule: mode.shippingRule,
    paymentModes: mode.paymentModes.map((payment) => ({
      id: payment.id,
      type: payment.type,
      label: payment.label,
      description: payment.description,
      needsIban: payment.needsIban,
      paymentRule: payment.paymentRule,
      bonusRule: payment.bonusRule,
    })),
  }))
}

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

/** One answer of each question, nothing else: anything other is the diagnostic error. */
export function chosenAnswers(questions: SetupQuestion[], answerIds: number[]) {
  const chosen = questions.map((question) => {
    const picked = question.answers.filter((answer) => answerIds.includes(answer.id))
    if (picked.length !== 1) throw refuse('diagnostic_error')
    return { question, answer: picked[0] }
  })
  if (new Set(answerIds).size !== answerIds.length || chosen.length !== answerIds.length) {
    throw refuse('diagnostic_error')
  }
  return chosen
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
