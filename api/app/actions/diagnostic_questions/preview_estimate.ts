import BusinessError from '#exceptions/business_error'
import DiagnosticQuestion from '#models/diagnostic_question'
import type Category from '#models/category'
import type Product from '#models/product'
import { estimate } from '#domain/pricing'

/**
 * The estimate preview of the question screen: one answer for each active question of the category, priced
 * by the pricing module for a product of the category (or of a category below it). Refusals of the pricing
 * module (refused grade, missing price, zero value) leave as their own codes.
 */
export async function previewEstimate(category: Category, product: Product, answerIds: number[]) {
  const questions = await DiagnosticQuestion.query()
    .where('category_id', category.id)
    .where('status', 'active')
    .preload('answers')
  const chosen = questions.map((question) => {
    const picked = question.answers.filter((answer) => answerIds.includes(answer.id))
    if (picked.length !== 1) throw new BusinessError('estimate_answers_incomplete', 422)
    return picked[0]
  })
  if (chosen.length === 0 || chosen.length !== answerIds.length) {
    throw new BusinessError('estimate_answers_incomplete', 422)
  }
  const prices = product.gradePrices
  const result = estimate(prices, chosen, { buybackZeroNotAllowed: product.buybackZeroNotAllowed })
  return { ...result, gradePrice: prices[result.grade] ?? null }
}
