import db from '@adonisjs/lucid/services/db'
import DiagnosticAnswer from '#models/diagnostic_answer'
import type DiagnosticQuestion from '#models/diagnostic_question'
import { answerColumns, written, type QuestionFields } from '#actions/diagnostic_questions/question_fields'

/**
 * Updates a question and its answers in one transaction: an answer sent with the id of one of the
 * question's answers is updated, one without (or with a foreign id) is added, and those not sent are removed.
 */
export async function updateQuestion(question: DiagnosticQuestion, fields: QuestionFields) {
  await db.transaction(async (trx) => {
    question.useTransaction(trx)
    question.merge({
      title: written(fields.title)!,
      howToTest: written(fields.howToTest),
      ...(fields.status ? { status: fields.status } : {}),
    })
    await question.save()

    const existing = await DiagnosticAnswer.query({ client: trx }).where('question_id', question.id)
    const byId = new Map(existing.map((answer) => [answer.id, answer]))
    const kept = new Set<number>()
    for (const [index, fieldsOfAnswer] of fields.answers.entries()) {
      const answer = fieldsOfAnswer.id ? byId.get(fieldsOfAnswer.id) : undefined
      if (answer && !kept.has(answer.id)) {
        kept.add(answer.id)
        await answer.merge(answerColumns(fieldsOfAnswer, index)).save()
      } else {
        await DiagnosticAnswer.create(
          { questionId: question.id, ...answerColumns(fieldsOfAnswer, index) },
          { client: trx }
        )
      }
    }
    const removed = existing.filter((answer) => !kept.has(answer.id)).map((answer) => answer.id)
    if (removed.length) await DiagnosticAnswer.query({ client: trx }).whereIn('id', removed).delete()
  })
  return question
}
