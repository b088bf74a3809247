import Category from '#models/category'
import DiagnosticQuestion from '#models/diagnostic_question'
import { createQuestionValidator, updateQuestionValidator } from '#validators/diagnostic_question'
import { createQuestion } from '#actions/diagnostic_questions/create_question'
import { updateQuestion } from '#actions/diagnostic_questions/update_question'
import {
  LineChecks,
  LineRefused,
  checkEach,
  claimKey,
  dataOf,
  modeOf,
  writeEach,
  validationOptions,
  type AcceptedLine,
  type ImportContext,
  type LineHandler,
} from '#services/catalogue_imports/lines'

/** The question of the account with this id, or null (another account's question is not found). */
async function questionOf(id: unknown, accountId: number) {
  if (typeof id !== 'number' || !Number.isInteger(id)) return null
  return DiagnosticQuestion.query()
    .where('id', id)
    .whereIn('category_id', (sub) => sub.from('categories').select('id').where('account_id', accountId))
    .preload('answers', (answers) => answers.orderBy('position'))
    .first()
}

/** What the question form would send for a stored question: the base an import line changes. */
function formDataOf(question: DiagnosticQuestion) {
  return {
    title: question.title,
    howToTest: question.howToTest,
    status: question.status,
    answers: question.answers.map((answer) => ({
      id: answer.id,
      name: answer.name,
      description: answer.description,
      gradeCap: answer.gradeCap,
      priceImpact: answer.priceImpact,
      quarantineReason: answer.quarantineReason,
    })),
  }
}

type AnswerData = Record<string, unknown> & { id?: unknown; quarantineReason?: unknown }

/**
 * The answers a line writes, with their quarantine reasons: the `answer_quarantine_reasons` column when the
 * file has it (one per answer in their order, "|" separated; an empty cell, none), else each answer's own
 * (`quarantineReason` in the JSON, or the stored answer's of that id: a file of before the column keeps them).
 */
function withQuarantineReasons(answers: unknown, column: unknown, stored: DiagnosticQuestion | null) {
  if (!Array.isArray(answers)) return answers
  const storedReason = new Map(stored?.answers.map((answer) => [answer.id, answer.quarantineReason]))
  const kept = answers.map((answer: AnswerData) =>
    answer &&
    typeof answer === 'object' &&
    !('quarantineReason' in answer) &&
    storedReason.has(answer.id as number)
      ? { ...answer, quarantineReason: storedReason.get(answer.id as number) }
      : answer
  )
  if (column === undefined) return kept
  const reasons =
    typeof column === 'string' && column.trim() ? column.split('|').map((one) => one.trim()) : []
  if (reasons.length > kept.length) {
    throw new LineRefused('import_quarantine_reasons_count', {
      reasons: reasons.length,
      answers: kept.length,
    })
  }
  return kept.map((answer: AnswerData, index) => ({ ...answer, quarantineReason: reasons[index] || null }))
}

/**
 * Diagnostic-question lines: `id` names a question of the account (updated) or none (created in the
 * category of `category_identifier`); titles and how-to-test texts have a column per language and the
 * answers one JSON column, as the export writes them. Each line goes through the question form's
 * validator and actions, in its own transaction.
 */
export const questionLines: LineHandler = {
  async check(batch, context) {
    return checkEach(batch, context, async (line): Promise<AcceptedLine> => {
      // Every check runs, so that a refused line reports all its errors at once.
      const checks = new LineChecks()
      const data = dataOf(line, checks.errors)
      const key = typeof data.id === 'number' ? String(data.id) : null
      checks.now(() => claimKey(context, key))
      const existing = await questionOf(data.id, context.accountId)
      const mode =
        checks.now(() => modeOf(existing !== null, context.strategy, key)) ??
        (existing ? 'updated' : 'inserted')
      const accepted = { line: line.line, mode, data }
      if (context.dryRun || checks.errors.length) {
        await checks.run(() => writeQuestion(accepted, { ...context, dryRun: true }))
        checks.done()
      }
      return accepted
    })
  },

  async write(accepted, context) {
    return writeEach(accepted, context, writeQuestion)
  },
}

async function writeQuestion(line: AcceptedLine, context: ImportContext) {
  const { id, categoryIdentifier, answerQuarantineReasons, ...data } = line.data
  const existing = await questionOf(id, context.accountId)
  const options = validationOptions(context.i18n)
  if (existing) {
    const base = formDataOf(existing)
    const answers = withQuarantineReasons(data.answers ?? base.answers, answerQuarantineReasons, existing)
    const fields = await updateQuestionValidator.validate(
      { ...base, ...data, answers, title: { ...base.title, ...(data.title as object) } },
      options
    )
    if (!context.dryRun) await updateQuestion(existing, fields)
    return
  }
  const category = await Category.query()
    .where('account_id', context.accountId)
    .where('identifier', String(categoryIdentifier ?? ''))
    .first()
  if (!category) throw new LineRefused('import_unknown_category', { identifier: categoryIdentifier ?? '' })
  const answers = withQuarantineReasons(data.answers, answerQuarantineReasons, null)
  const fields = await createQuestionValidator.validate(
    { ...data, answers, categoryId: category.id },
    options
  )
  if (!context.dryRun) await createQuestion(category, fields)
}
