import db from '@adonisjs/lucid/services/db'
import BusinessError from '#exceptions/business_error'
import type Category from '#models/category'

/**
 * `POST categories/:id/questions/reorder { ids }`: the ids must be exactly the category's questions; each
 * takes the position of its rank, all in one transaction.
 */
export async function reorderQuestions(category: Category, ids: number[]) {
  await db.transaction(async (trx) => {
    const rows = await trx.from('diagnostic_questions').where('category_id', category.id).select('id')
    const current = new Set(rows.map((row) => Number(row.id)))
    if (current.size !== ids.length || ids.some((id) => !current.has(id))) {
      throw new BusinessError('question_order_mismatch', 422)
    }
    for (const [position, id] of ids.entries()) {
      await trx.from('diagnostic_questions').where('id', id).update({ position })
    }
  })
}
