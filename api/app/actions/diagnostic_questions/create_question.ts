import db from '@adonisjs/lucid/services/db'
import DiagnosticQuestion from '#models/diagnostic_question'
import DiagnosticAnswer from '#models/diagnostic_answer'
import type Category from '#models/category'
import { answerColumns, written, type QuestionFields } from '#actions/diagnostic_questions/question_fields'

/** Adds a question at the end of its category's list, with its answers in the order given. */
export async function createQuestion(category: Category, fields: QuestionFields) {
  return db.transaction(async (trx) => {
    const last = await trx
      .from('diagnostic_questions')
      .where('category_id', category.id)
      .max('position as position')
    const question = await DiagnosticQuestion.create(
      {
        categoryId: category.id,
        position: last[0]?.position === null ? 0 : Number(last[0].position) + 1,
        title: written(fields.title)!,
        howToTest: written(fields.howToTest),
        status: fields.status ?? 'active',
      },
      { client: trx }
    )
    await DiagnosticAnswer.createMany(
      fields.answers.map((answer, index) => ({ questionId: question.id, ...answerColumns(answer, index) })),
      { client: trx }
    )
    return question
  })
}
