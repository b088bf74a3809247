import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import { errors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import RefurbDiagnosticQuestion from '#models/refurb_diagnostic_question'
import RefurbDiagnosticAnswer from '#models/refurb_diagnostic_answer'
import type { refurbQuestionValidator } from '#validators/refurb_question'

export type RefurbQuestionFields = Infer<typeof refurbQuestionValidator>

/** The steps an answer proposes are refurb steps of the account. */
async function checkSteps(accountId: number, fields: RefurbQuestionFields, i18n: I18n) {
  const owned = new Set(
    (await db.from('refurb_steps').where('account_id', accountId).select('id')).map((row) => row.id)
  )
  const messages: Record<string, string> = {}
  for (const [index, answer] of fields.answers.entries()) {
    if ((answer.stepIds ?? []).some((id) => !owned.has(id))) {
      messages[`answers.${index}.stepIds`] = i18n.t('validator.shared.messages.database.exists')
    }
  }
  if (Object.keys(messages).length) throw new errors.E_VALIDATION_ERROR(messages)
}

/**
 * Writes a question with its answers and their steps in one transaction. Answers keep their id when the
 * form sends it back, so that what refers to an answer stays attached; answers left out are removed.
 */
export async function saveRefurbQuestion(
  accountId: number,
  fields: RefurbQuestionFields,
  i18n: I18n,
  question = new RefurbDiagnosticQuestion()
) {
  await checkSteps(accountId, fields, i18n)
  const { answers, ...columns } = fields
  return db.transaction(async (trx) => {
    question.useTransaction(trx)
    if (!question.$isPersisted) {
      const last = await trx
        .from('refurb_diagnostic_questions')
        .where('account_id', accountId)
        .max('position as max')
      question.position = Number(last[0]?.max ?? 0) + 1
    }
    question.merge({ ...columns, accountId })
    await question.save()

    const existing = await RefurbDiagnosticAnswer.query({ client: trx }).where('question_id', question.id)
    const kept = new Set(answers.map((answer) => answer.id).filter(Boolean))
    for (const gone of existing.filter((answer) => !kept.has(answer.id))) await gone.delete()
    for (const [position, fieldsOfAnswer] of answers.entries()) {
      const answer = existing.find((one) => one.id === fieldsOfAnswer.id) ?? new RefurbDiagnosticAnswer()
      answer.useTransaction(trx)
      answer.merge({ questionId: question.id, name: fieldsOfAnswer.name, position })
      await answer.save()
      await answer.related('steps').sync(fieldsOfAnswer.stepIds ?? [])
    }
    return question
  })
}
