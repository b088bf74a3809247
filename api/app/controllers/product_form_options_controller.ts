import type { HttpContext } from '@adonisjs/core/http'
import { categoryChoices } from '#services/category_tree'
import { refurbQuestionChoices } from '#queries/refurb_questions/choices'

/** The choices of the product list filter and of the product form. */
export default class ProductFormOptionsController {
  /** GET /api/products/categories: the visible categories in tree order, each with its depth. */
  async categories({ actor }: HttpContext) {
    return categoryChoices(actor)
  }

  /** GET /api/products/refurb-questions: the account's refurb diagnostic questions a product may apply. */
  async refurbQuestions({ actor }: HttpContext) {
    return refurbQuestionChoices(actor)
  }
}
