import type { HttpContext } from '@adonisjs/core/http'
import Category from '#models/category'
import RefurbDiagnosticQuestion from '#models/refurb_diagnostic_question'
import { tenancy } from '#services/tenancy/scopes'

/** The choices of the product list filter and of the product form. */
export default class ProductFormOptionsController {
  /** GET /api/products/categories: the visible categories in tree order, each with its depth. */
  async categories({ actor }: HttpContext) {
    const categories = await tenancy
      .categories(Category.query(), actor)
      .select('id', 'parent_id', 'label', 'position', 'status')
      .orderBy('position')
      .orderBy('label')
    const visible = new Set(categories.map((category) => category.id))
    const children = new Map<number | null, Category[]>()
    for (const category of categories) {
      const parent = category.parentId !== null && visible.has(category.parentId) ? category.parentId : null
      children.set(parent, [...(children.get(parent) ?? []), category])
    }
    const rows: { id: number; label: string; parentId: number | null; depth: number; status: string }[] = []
    const walk = (parent: number | null, depth: number) => {
      for (const category of children.get(parent) ?? []) {
        rows.push({
          id: category.id,
          label: category.label,
          parentId: category.parentId,
          depth,
          status: category.status,
        })
        walk(category.id, depth + 1)
      }
    }
    walk(null, 0)
    return rows
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
