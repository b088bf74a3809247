import type { HttpContext } from '@adonisjs/core/http'
import { estimatePreviewValidator, reorderQuestionsValidator } from '#validators/diagnostic_question'
import { reorderQuestions } from '#actions/diagnostic_questions/reorder_questions'
import { previewEstimate } from '#actions/diagnostic_questions/preview_estimate'
import { visibleCategory } from '#queries/categories/visible'
import { pricedProductOf, productsToTry } from '#queries/categories/preview_products'

/** The question screen of one category: reorder, products to try, estimate preview. */
export default class CategoryQuestionsController {
  async reorder({ params, request, actor }: HttpContext) {
    const category = await visibleCategory(actor, params.id)
    const { ids } = await request.validateUsing(reorderQuestionsValidator)
    await reorderQuestions(category, ids)
    return { ids }
  }

  /** Up to 20 products of the category or below it matching `q`, for the preview's product picker. */
  async products({ params, request, actor }: HttpContext) {
    const category = await visibleCategory(actor, params.id)
    const products = await productsToTry(actor, category, String(request.input('q') ?? '').trim())
    return products.map((product) => ({ id: product.id, label: product.label, brand: product.brand }))
  }

  async estimatePreview({ params, request, actor }: HttpContext) {
    const category = await visibleCategory(actor, params.id)
    const { productId, answers } = await request.validateUsing(estimatePreviewValidator)
    return previewEstimate(category, await pricedProductOf(actor, category, productId), answers)
  }
}
