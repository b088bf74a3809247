import { productWithSetup } from '#services/estimation/setups'
import type { SetupQuestion } from '#services/estimation/build_setup'
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
