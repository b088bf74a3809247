import db from '@adonisjs/lucid/services/db'
import type DiagnosticQuestion from '#models/diagnostic_question'

/** Removes a question (its answers go with it) and closes the gap in its category's order. */
export async function deleteQuestion(question: DiagnosticQuestion) {
  await db.transaction(async (trx) => {
    question.useTransaction(trx)
    await question.delete()
    await trx
      .from('diagnostic_questions')
      .where('category_id', question.categoryId)
      .where('position', '>', question.position)
      .decrement('position', 1)
  })
}
