import type { HttpContext } from '@adonisjs/core/http'
import RefurbDiagnosticQuestion from '#models/refurb_diagnostic_question'
import { tenancy } from '#services/tenancy/scopes'
import { categoryChoices } from '#services/category_tree'

/** The choices of the product list filter and of the product form. */
export default class ProductFormOptionsController {
  /** GET /api/products/categories: the visible categories in tree order, each with its depth. */
  async categories({ actor }: HttpContext) {
    return categoryChoices(actor)
  }

  /** GET /api/products/refurb-questions: the account's refurb diagnostic questions a product may apply. */
  async refurbQuestions({ actor }: HttpContext) {
    const questions = await tenancy
      .owned(RefurbDiagnosticQuestion.query(), actor)
      .orderBy('position')
      .orderBy('id')
    return questions.map((question) => ({ id: question.id, title: question.title, type: question.type }))
  }
}
