import { paymentOf } from '#domain/verification'
import type Buyback from '#models/buyback'
import Category from '#models/category'
import OrganizationRootDetail from '#models/organization_root_detail'
import BusinessError from '#exceptions/business_error'
import { PricingRefusal, absorptionOutcome, estimate, type Absorption, type GradeCap } from '#domain/pricing'
import { productWithSetup } from '#services/estimation/setups'
import { chosenAnswers } from '#actions/estimates/shared'
import { refuse } from '#actions/estimates/refusal'
import { breakdownOf } from '#services/litigation/breakdown'
import type { QuarantineReason } from '#domain/verification'

/**
 * What the workshop's controlled answers make of a buy-back (DESIGN.md §3): the product that really arrived
 * (its own prices and its category's questions, as the tunnel has them on the buy-back's channel), the
 * controlled grade and price, each price impact, and the outcome the pricing module decides against the
 * declared price with the category's absorption. Pure reading: the verification writes it.
 */
export async function questionsFor(buyback: Buyback, productId: string, language: string) {
  const found = await productWithSetup(buyback.accountId, productId, buyback.channel, language)
  if (!found) throw refuse('product_not_found', 404)
  return found
}

/** The category's absorption, when the client has the premium feature; none otherwise. */
async function absorptionOf(buyback: Buyback): Promise<Absorption> {
  const details = await OrganizationRootDetail.findBy('account_id', buyback.accountId)
  const enabled = details?.enabledPremiumFeatures.includes('absorption') ?? false
  if (!enabled || !buyback.categoryId) return { type: 'none', value: null }
  const category = await Category.find(buyback.categoryId)
  return category
    ? { type: category.absorptionType, value: category.absorptionValue }
    : { type: 'none', value: null }
}

export async function controlledPrice(
  buyback: Buyback,
  fields: { productId: string; answers: number[] },
  language: string
) {
  const { product, setup } = await questionsFor(buyback, fields.productId, language)
  if (setup.questions.length === 0) throw refuse('no_diagnostic_questions')
  const chosen = chosenAnswers(setup.questions, fields.answers)
  const answers = chosen.map(({ question, answer }) => ({
    questionId: question.id,
    answerId: answer.id,
    question: question.title,
    answer: answer.name,
    gradeCap: answer.gradeCap as GradeCap,
    priceImpact: answer.priceImpact,
  }))
  // A lock or blacklist finding is no condition to price (DESIGN.md §7): the item goes to quarantine.
  const quarantine: QuarantineReason | null =
    chosen.find(({ answer }) => answer.quarantineReason)?.answer.quarantineReason ?? null

  let grade: GradeCap
  let price: number
  try {
    // No zero-value refusal here: the item is at the workshop, and a worthless one is a proposal at 0.
    const priced = estimate(product.prices, answers)
    grade = priced.grade
    price = priced.estimate
  } catch (error) {
    if (!(error instanceof PricingRefusal)) throw error
    // A product the answers refuse is worth nothing to the buyer: the customer is offered 0 or its return.
    if (error.code !== 'product_not_estimable') throw new BusinessError(error.code, 409)
    grade = 'refused'
    price = 0
  }

  const declaredPrice = buyback.declaredPrice ?? 0
  const decided = absorptionOutcome({
    declaredPrice,
    controlledPrice: price,
    absorption: await absorptionOf(buyback),
  })
  const declared = { grade: buyback.declaredGrade, price: declaredPrice }
  const impacts = answers
    .filter((answer) => answer.priceImpact !== 0)
    .map((answer) => ({ label: `${answer.question} — ${answer.answer}`, value: answer.priceImpact }))
  return {
    product,
    answers,
    declared,
    controlled: { grade, price },
    impacts,
    // The lines the customer's proposal page and e-mail will show, from the declared price to this one.
    breakdown: await breakdownOf({
      declared: { ...declared, responses: buyback.declaration?.responses ?? [] },
      controlled: { grade, price, answers },
      prices: product.prices,
      language,
    }),
    /** Set when an answer is a lock or blacklist finding: the outcome is then quarantine, not a price. */
    quarantine,
    ...decided,
    /** What will be paid and the rule that gives it: the summary's one figure. */
    payment: paymentOf(decided),
  }
}

export type ControlledPrice = Awaited<ReturnType<typeof controlledPrice>>
