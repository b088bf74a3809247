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
    })),
  }
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
  const { id, categoryIdentifier, ...data } = line.data
  const existing = await questionOf(id, context.accountId)
  const options = validationOptions(context.i18n)
  if (existing) {
    const base = formDataOf(existing)
    const fields = await updateQuestionValidator.validate(
      { ...base, ...data, title: { ...base.title, ...(data.title as object) } },
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
  const fields = await createQuestionValidator.validate({ ...data, categoryId: category.id }, options)
  if (!context.dryRun) await createQuestion(category, fields)
}
