import type { HttpContext } from '@adonisjs/core/http'
import Category from '#models/category'
import Product from '#models/product'
import { tenancy } from '#services/tenancy/scopes'
import { estimatePreviewValidator, reorderQuestionsValidator } from '#validators/diagnostic_question'
import { reorderQuestions } from '#actions/diagnostic_questions/reorder_questions'
import { previewEstimate } from '#actions/diagnostic_questions/preview_estimate'
import { productOfCategory } from '#queries/categories/subtree_ids'

const PRICED_COLUMNS = [
  'id',
  'buyback_price_grade_a',
  'buyback_price_grade_b',
  'buyback_price_grade_c',
  'buyback_price_grade_d',
  'buyback_price_grade_e',
  'buyback_price_functional',
  'buyback_zero_not_allowed',
].map((column) => `products.${column}`)

/** The question screen of one category: reorder, products to try, estimate preview. */
export default class CategoryQuestionsController {
  async reorder({ params, request, actor }: HttpContext) {
    const category = await this.find(params.id, actor)
    const { ids } = await request.validateUsing(reorderQuestionsValidator)
    await reorderQuestions(category, ids)
    return { ids }
  }

  /** Up to 20 products of the category or below it matching `q`, for the preview's product picker. */
  async products({ params, request, actor }: HttpContext) {
    const category = await this.find(params.id, actor)
    const q = String(request.input('q') ?? '').trim()
    const query = tenancy
      .products(Product.query(), actor)
      .select('products.id', 'products.label', 'products.brand')
      .whereIn('products.category_id', productOfCategory(category))
      .orderBy('products.label')
      .limit(20)
    if (q) query.where('products.label', 'like', `%${q}%`)
    const products = await query
    return products.map((product) => ({ id: product.id, label: product.label, brand: product.brand }))
  }

  async estimatePreview({ params, request, actor }: HttpContext) {
    const category = await this.find(params.id, actor)
    const { productId, answers } = await request.validateUsing(estimatePreviewValidator)
    const product = await tenancy
      .products(Product.query(), actor)
      .select(PRICED_COLUMNS)
      .where('products.id', productId)
      .whereIn('products.category_id', productOfCategory(category))
      .firstOrFail()
    return previewEstimate(category, product, answers)
  }

  private find(id: string, actor: HttpContext['actor']) {
    return tenancy.categories(Category.query(), actor).where('categories.id', id).firstOrFail()
  }
}
