import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { parse as parseCsv } from 'csv-parse/sync'
import { exportCatalogue } from '#tests/functional/catalogue_exports/fixtures'
import { ADMIN, accountOf, importFile, tokens } from '#tests/functional/catalogue_imports/fixtures'

const parse = (text: string | Buffer) =>
  parseCsv(text, { delimiter: ';', bom: true, relax_column_count: true }) as string[][]

/** The answers of a question, in their order: id and quarantine reason. */
const answersOf = (questionId: number) =>
  db
    .from('diagnostic_answers')
    .where('question_id', questionId)
    .orderBy('position')
    .select('id', 'quarantine_reason')

/** The demo question one of whose answers quarantines (activation lock), of the admin's account. */
async function lockQuestion(accountId: number) {
  const answer = await db
    .from('diagnostic_answers')
    .join('diagnostic_questions', 'diagnostic_questions.id', 'diagnostic_answers.question_id')
    .join('categories', 'categories.id', 'diagnostic_questions.category_id')
    .where('categories.account_id', accountId)
    .where('diagnostic_answers.quarantine_reason', 'activation_lock')
    .select('diagnostic_answers.question_id')
    .first()
  return Number(answer.question_id)
}

/**
 * An answer that is a finding names the quarantine reason it leads to (migration 0080); the
 * catalogue's diagnostic-question file carries it in its own column, described by the template in the
 * admin's language, so that an export imports back with its reasons and a file can set them.
 */
test.group('Catalogue imports / quarantine reasons of diagnostic answers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the template describes the column in the four languages', async ({ client, assert }) => {
    const token = (await tokens())[ADMIN]
    const expected = {
      fr: ['Motifs de quarantaine des réponses', /dans l’ordre de la colonne « Réponses \(JSON\) »/],
      en: ['Answers’ quarantine reasons', /in the order of the “Answers \(JSON\)” column/],
      nl: ['Quarantaineredenen van de antwoorden', /in de volgorde van de kolom ‘Antwoorden \(JSON\)’/],
      de: ['Quarantänegründe der Antworten', /in der Reihenfolge der Spalte „Antworten \(JSON\)“/],
    } as const
    for (const [lang, [title, note]] of Object.entries(expected)) {
      const columns = await client
        .get('/api/imports/templates/diagnostic_question/columns')
        .header('Accept-Language', lang)
        .bearerToken(token)
      columns.assertStatus(200)
      const column = columns
        .body()
        .results.find((one: { name: string }) => one.name === 'answer_quarantine_reasons')
      assert.equal(column.column, title, lang)
      assert.match(column.note, note)
      assert.include(column.values, 'imei_blocked, imei_reported, activation_lock, suspicion')
      assert.equal(column.required, 'never')
      const template = await client
        .get('/api/imports/templates/diagnostic_question')
        .header('Accept-Language', lang)
        .bearerToken(token)
      assert.include(parse(template.text())[0], title)
    }
  })

  test('exported in French and raw, set and cleared by a file, refused when it names more reasons than answers', async ({
    client,
    assert,
  }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    const questionId = await lockQuestion(accountId)
    const answers = await answersOf(questionId)
    const reasons = answers.map((answer) => answer.quarantine_reason ?? '').join('|')
    assert.include(reasons, 'activation_lock')

    const frFile = (await exportCatalogue(client, token, accountId, 'diagnostic-questions')).csv.toString()
    const fr = parse(frFile)
    const frRow = fr.find((row) => row[0] === String(questionId))!
    assert.equal(frRow[fr[0].indexOf('Motifs de quarantaine des réponses')], reasons)
    const raw = parse(
      (await exportCatalogue(client, token, accountId, 'diagnostic-questions', { format: 'raw' })).csv
    )
    const rawRow = raw.find((row) => row[0] === String(questionId))!
    assert.equal(rawRow[raw[0].indexOf('answer_quarantine_reasons')], reasons)

    const line = async (cell: string) => {
      const body = Buffer.from(`id;answer_quarantine_reasons\n${questionId};${cell}\n`)
      return importFile(client, token, accountId, body, {
        dataType: 'diagnostic_question',
        strategy: 'update',
      })
    }
    // Another reason on the first answer: set in the order of the answers, the others cleared.
    const set = await line('imei_blocked')
    assert.equal(set.status, 'success', JSON.stringify(set.report.ignored_lines))
    assert.deepEqual(
      (await answersOf(questionId)).map((answer) => answer.quarantine_reason),
      answers.map((_, index) => (index === 0 ? 'imei_blocked' : null))
    )
    // An empty cell: no answer quarantines any more.
    assert.equal((await line('')).status, 'success')
    assert.isTrue((await answersOf(questionId)).every((answer) => answer.quarantine_reason === null))

    // The French export imported back restores them; ids and answers unchanged.
    const back = await importFile(
      client,
      token,
      accountId,
      Buffer.from(
        `${frFile.split('\n')[0]}\n${frFile.split('\n').find((one) => one.startsWith(`${questionId};`))}\n`
      ),
      { dataType: 'diagnostic_question', strategy: 'update' }
    )
    assert.equal(back.status, 'success', JSON.stringify(back.report.ignored_lines))
    assert.deepEqual(await answersOf(questionId), answers)

    // A file of before the column (answers' JSON without reasons) keeps the stored reasons.
    const json = frRow[fr[0].indexOf('Réponses (JSON)')]
    const old = await importFile(
      client,
      token,
      accountId,
      Buffer.from(`id;answers\n${questionId};"${json.replaceAll('"', '""')}"\n`),
      { dataType: 'diagnostic_question', strategy: 'update' }
    )
    assert.equal(old.status, 'success', JSON.stringify(old.report.ignored_lines))
    assert.deepEqual(await answersOf(questionId), answers)

    // More reasons than answers, or a reason that does not exist: the line is refused, nothing changes.
    const tooMany = await line(
      Array(answers.length + 1)
        .fill('suspicion')
        .join('|')
    )
    assert.notEqual(tooMany.status, 'success')
    assert.match(
      JSON.stringify(tooMany.report.ignored_lines),
      new RegExp(`gives ${answers.length + 1} reasons for ${answers.length} answers`)
    )
    assert.notEqual((await line('stolen')).status, 'success')
    assert.deepEqual(await answersOf(questionId), answers)
  })
})
