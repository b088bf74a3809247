import Account from '#models/account'
import Category from '#models/category'
import Circuit from '#models/circuit'
import DiagnosticQuestion from '#models/diagnostic_question'
import Product from '#models/product'
import ShippingMethod, { SHIPPED_DEPOSITS, type ShippedDeposit } from '#models/shipping_method'
import type PaymentMode from '#models/payment_mode'
import BusinessError from '#exceptions/business_error'
import {
  PricingRefusal,
  bonusAmount,
  estimate as priceOf,
  lineTotal,
  modifierAmount,
  type Grade,
  type GradePrices,
} from '#domain/pricing'
import { imeiMatchesTac } from '#domain/identifiers'
import { destinationWarehouse } from '#domain/warehouse_dispatch'
import { dispatchRulesOf } from '#services/warehouse_dispatch'
import { pickLanguage } from '#services/localized_text'

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

/**
 * The transport and payment modes a product may be bought back with, before its condition is declared (the
 * store wizard asks them first): the modes of its best grade, with the rules of their modifiers and bonus
 * rather than amounts. The estimate confirms the choice once the condition is known.
 */
export async function optionsOf(
  context: { accountId: number; channel: 'web' | 'store'; language: string },
  productId: string
) {
  const account = await Account.query().where('id', context.accountId).preload('rootDetail').firstOrFail()
  const features = new Set(account.rootDetail?.enabledPremiumFeatures ?? [])
  const product = await estimableProduct(context.accountId, productId)
  const modes = await transportModesFor({
    request: { ...context, productId, answerIds: [] },
    features,
    category: product.category,
    product,
    grade: 'A',
    price: product.buybackPriceGradeA ?? 0,
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
  context: { accountId: number; channel: 'web' | 'store'; language: string },
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

const refuse = (code: string, status = 422, body: Record<string, unknown> = {}) =>
  new BusinessError(code, status, {}, {}, body)

/** The category's ids from the root down to it (its path holds its ancestors). */
export function lineageOf(category: Category): number[] {
  return [...category.path.split('/').filter(Boolean).map(Number), category.id]
}

/** The questions asked for a product: those of its category, else of the nearest category above with some. */
export async function questionsFor(category: Category) {
  const lineage = lineageOf(category)
  const questions = await DiagnosticQuestion.query()
    .whereIn('category_id', lineage)
    .where('status', 'active')
    .preload('answers', (answers) => answers.orderBy('position'))
    .orderBy('position')
  for (const categoryId of [...lineage].reverse()) {
    const own = questions.filter((question) => question.categoryId === categoryId)
    if (own.length) return own
  }
  return []
}

/** A published product of the account, with its main category; the refusals of part 2 §8 otherwise. */
export async function estimableProduct(accountId: number, productId: string) {
  const product = await Product.query()
    .where('account_id', accountId)
    .where('id', productId)
    .preload('category', (category) => category.preload('warehouses'))
    .first()
  if (!product) throw refuse('product_not_found', 404)
  if (product.status !== 'published') throw refuse('product_unpublished')
  return product
}

/** A product's buy-back price per grade, as the pricing module reads them. */
export function gradePrices(product: Product): GradePrices {
  return {
    A: product.buybackPriceGradeA,
    B: product.buybackPriceGradeB,
    C: product.buybackPriceGradeC,
    D: product.buybackPriceGradeD,
    E: product.buybackPriceGradeE,
    functional: product.buybackPriceFunctional,
  }
}

/** One answer of each question, nothing else: anything other is the diagnostic error. */
function chosenAnswers(questions: DiagnosticQuestion[], answerIds: number[]) {
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

/** A modifier as its owner sets it: a fixed amount in cents or a percentage of the price. */
const ruleOf = (owner: PaymentMode | ShippingMethod) => ({
  type: owner.modifierType,
  value: owner.modifierValue,
})

function pricedModifier(price: number, owner: PaymentMode | ShippingMethod) {
  return modifierAmount(price, {
    type: owner.modifierType,
    value: owner.modifierValue,
    cappedAmount: owner.modifierCappedAmount,
  })
}

export async function estimateBuyback(request: EstimateRequest) {
  const account = await Account.query().where('id', request.accountId).preload('rootDetail').firstOrFail()
  const features = new Set(account.rootDetail?.enabledPremiumFeatures ?? [])
  const product = await estimableProduct(request.accountId, request.productId)
  const category = product.category

  const questions = await questionsFor(category)
  if (questions.length === 0) throw refuse('no_diagnostic_questions')
  const chosen = chosenAnswers(questions, request.answerIds)

  let imei: { value: string; tacMatch: boolean } | null = null
  if (product.isCollectingImei) {
    if (!request.imei) throw refuse('imei_required')
    imei = { value: request.imei, tacMatch: imeiMatchesTac(request.imei, product.tacCodes) }
  }

  let priced: ReturnType<typeof priceOf>
  try {
    priced = priceOf(
      gradePrices(product),
      chosen.map(({ answer }) => ({ gradeCap: answer.gradeCap, priceImpact: answer.priceImpact })),
      { buybackZeroNotAllowed: product.buybackZeroNotAllowed }
    )
  } catch (error) {
    if (!(error instanceof PricingRefusal)) throw error
    const text = pickLanguage(account.rootDetail?.buybackZeroDescription, request.language)
    throw refuse(error.code, 422, error.code === 'zero_value' && text ? { customText: text } : {})
  }

  if (!category.buyerAccountId) throw refuse('configuration_error')
  const buyer = await Account.find(category.buyerAccountId)
  if (!buyer || buyer.status !== 'active') throw refuse('buyer_unreachable', 503)

  const transportModes = await transportModesFor({
    request,
    features,
    category,
    product,
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
    currency: account.currency,
    grade: priced.grade,
    gradePrice: gradePrices(product)[priced.grade] ?? null,
    estimate: priced.estimate,
    zeroValue: priced.zeroValue,
    responses: chosen.map(({ question, answer }) => ({ questionId: question.id, answerId: answer.id })),
    buyerAccountId: buyer.id,
    impacts: chosen
      .filter(({ answer }) => answer.priceImpact !== 0)
      .map(({ question, answer }) => ({
        label: `${pickLanguage(question.title, request.language)} — ${pickLanguage(answer.name, request.language)}`,
        value: answer.priceImpact,
      })),
    imei,
    transportModes,
  }
}

/**
 * The circuits active on the category for the channel and the country, each with its shipping methods when
 * it travels with a carrier, and for each the payment modes both accept, priced on the estimate.
 */
async function transportModesFor(input: {
  request: EstimateRequest
  features: Set<string>
  category: Category
  product: Product
  grade: Grade
  price: number
}) {
  const { request, features, category, product, grade, price } = input
  const country = request.country ?? 'FR'
  const circuits = await Circuit.query()
    .where('account_id', request.accountId)
    .where('channel', request.channel)
    .where('status', 'active')
    .whereIn('id', (sub) =>
      sub.from('category_circuits').select('circuit_id').where({ category_id: category.id, active: true })
    )
    .preload('paymentModes', (modes) => modes.where('status', 'active').orderBy('id'))
    .orderBy('id')
  const eligible = circuits.filter((circuit) => circuit.eligibleCountries.includes(country))
  if (eligible.length === 0) throw refuse('no_transport_mode')

  const shippingMethods = await ShippingMethod.query()
    .where('account_id', request.accountId)
    .where('channel', request.channel)
    .where('status', 'active')
    .preload('paymentModes', (modes) => modes.where('status', 'active'))
    .orderBy('id')
  const shipping = shippingMethods.filter((method) => method.countries.includes(country))

  const rules = await dispatchRulesOf(request.accountId)
  const reference = category.warehouses.find((warehouse) => warehouse.status === 'active')?.id ?? null
  const lineage = lineageOf(category)

  const modes = []
  let withoutPayment = 0
  let withoutWarehouse = 0
  for (const circuit of eligible) {
    const warehouseId =
      destinationWarehouse(rules, {
        brand: product.brand,
        categoryIds: lineage,
        circuit: circuit.code,
        productState: grade,
      }) ?? reference
    if (!warehouseId) {
      withoutWarehouse++
      continue
    }
    const depositBonus = features.has('deposit_bonus') ? circuit.depositBonus : 0
    // A circuit that travels goes with each carrier serving its deposit; without one the customer sends it.
    const shipped = (SHIPPED_DEPOSITS as readonly string[]).includes(circuit.deposit)
    const serving = shipped
      ? shipping.filter((method) => method.deposits.includes(circuit.deposit as ShippedDeposit))
      : []
    const carriers = serving.length ? serving : [null]
    for (const carrier of carriers) {
      const accepted = circuit.paymentModes.filter(
        (mode) => !carrier || carrier.paymentModes.some((one) => one.id === mode.id)
      )
      if (accepted.length === 0) {
        withoutPayment++
        continue
      }
      const shippingModifier = carrier ? pricedModifier(price, carrier) : 0
      modes.push({
        id: carrier ? `${circuit.id}-${carrier.id}` : String(circuit.id),
        circuitId: circuit.id,
        circuitCode: circuit.code,
        deposit: circuit.deposit,
        name: circuit.name,
        description: circuit.description,
        shippingMethodId: carrier?.id ?? null,
        shippingDescription: carrier?.description ?? null,
        shippingModifier,
        /** The rule behind the amount, for a choice made before the price is known (store wizard). */
        shippingRule: carrier ? ruleOf(carrier) : null,
        depositBonus,
        warehouseId,
        paymentModes: accepted.map((mode) => {
          const paymentModifier = pricedModifier(price, mode)
          const bonus = features.has('payment_bonus')
            ? bonusAmount(price, { mode: mode.bonusMode, value: mode.bonusValue, cap: mode.bonusCap })
            : 0
          return {
            id: mode.id,
            type: mode.type,
            label: mode.label,
            description: mode.description,
            longDescription: mode.longDescription,
            needsIban: mode.type === 'bank_transfer',
            paymentModifier,
            paymentRule: ruleOf(mode),
            bonusRule:
              features.has('payment_bonus') && mode.bonusMode !== 'disabled'
                ? { type: mode.bonusMode === 'amount' ? 'fixed' : 'percentage', value: mode.bonusValue }
                : null,
            bonus: bonus + depositBonus,
            total: lineTotal({
              estimate: price,
              shippingModifier,
              paymentModifier,
              bonus: bonus + depositBonus,
            }),
          }
        }),
      })
    }
  }
  if (modes.length === 0) {
    throw refuse(
      withoutWarehouse && !withoutPayment ? 'no_warehouse_for_category' : 'no_payment_mode_for_circuit'
    )
  }
  return modes
}
