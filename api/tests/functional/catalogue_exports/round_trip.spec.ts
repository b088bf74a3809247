import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { exportCatalogue } from '#tests/functional/catalogue_exports/fixtures'
import { ADMIN, SELLER, accountOf, importFile, tokens } from '#tests/functional/catalogue_imports/fixtures'

/** Every business column of the account's products, ordered: what must not move in a round trip. */
const productSnapshot = (accountId: number) =>
  db
    .from('products')
    .where('account_id', accountId)
    .orderBy('id')
    .select(
      'id',
      'category_id',
      'label',
      'brand',
      'modele',
      'reference',
      'ean_code',
      'tac_codes',
      'is_collecting_imei',
      'comment',
      'height',
      'width',
      'length',
      'weight',
      'buyback_zero_not_allowed',
      'status',
      'price_grade_a',
      'buyback_price_grade_a',
      'buyback_price_grade_b',
      'buyback_price_grade_c',
      'buyback_price_grade_d',
      'buyback_price_grade_e',
      'buyback_price_functional'
    )

test.group('Catalogue exports / round trip', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('products: the exported file imports back with the update strategy and nothing changes', async ({
    client,
    assert,
  }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    // A product with every kind of cell: text with the separator and quotes, TAC list, decimals.
    const product = await db.from('products').where('account_id', accountId).orderBy('id').first()
    await db.from('products').where('id', product.id).update({
      comment: 'Écran; "rayé", coin cassé',
      tac_codes: '35209900,35332011',
      buyback_price_grade_b: 1999,
    })
    // …with two secondary categories and a refurb question.
    await db.from('product_secondary_categories').where('product_id', product.id).delete()
    await db.from('product_refurb_questions').where('product_id', product.id).delete()
    const secondary = await db
      .from('categories')
      .where('account_id', accountId)
      .whereNot('id', product.category_id)
      .orderBy('id')
      .limit(2)
    await db
      .table('product_secondary_categories')
      .multiInsert(secondary.map((category) => ({ product_id: product.id, category_id: category.id })))
    const question = await db.from('refurb_diagnostic_questions').where('account_id', accountId).first()
    await db.table('product_refurb_questions').insert({ product_id: product.id, question_id: question.id })
    const relations = () =>
      Promise.all([
        db.from('product_secondary_categories').orderBy(['product_id', 'category_id']),
        db.from('product_refurb_questions').orderBy(['product_id', 'question_id']),
      ])
    const before = await productSnapshot(accountId)
    const relationsBefore = await relations()
    assert.isNotEmpty(relationsBefore[1])

    const { export: done, csv } = await exportCatalogue(client, token, accountId, 'products')
    assert.equal(done.status, 'success')
    assert.isNull(done.error)
    assert.equal(done.entries_count, before.length)
    const lines = csv.toString('utf8').trim().split('\n')
    assert.lengthOf(lines, before.length + 1)
    // A French spreadsheet's file: readable headers, decimal comma, oui/non.
    assert.match(lines[0], /^\uFEFF?Identifiant;Catégorie \(identifiant\);Nom;/)
    const row = lines.find((line) => line.startsWith(product.id))!
    assert.include(row, ';19,99;')
    assert.match(row, /;(oui|non);/)
    assert.notInclude(row, '"19,99"')
    // The wizard's template has that header too, and a sample line.
    const template = await client.get('/api/imports/templates/product').bearerToken(token)
    template.assertStatus(200)
    template.assertHeader('content-type', 'text/csv; charset=utf-8')
    assert.equal(template.text().trim().split('\n')[0], lines[0].trim())
    ;(await client.get('/api/imports/templates/nothing').bearerToken(token)).assertStatus(404)
    const seller = (await tokens())[SELLER]
    ;(await client.get('/api/imports/templates/product').bearerToken(seller)).assertStatus(403)

    const report = await importFile(client, token, accountId, csv, { strategy: 'update' })
    assert.equal(report.status, 'success')
    assert.deepEqual(report.report.lines_count, {
      found: before.length,
      inserted: 0,
      updated: before.length,
      ignored: 0,
    })
    assert.deepEqual(await productSnapshot(accountId), before)
    assert.deepEqual(await relations(), relationsBefore)
  })

  test('categories: the exported tree imports back unchanged, parents first', async ({ client, assert }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    const snapshot = () =>
      db
        .from('categories')
        .where('account_id', accountId)
        .orderBy('id')
        .select(
          'id',
          'parent_id',
          'path',
          'label',
          'identifier',
          'default_weight',
          'absorption_type',
          'absorption_value',
          'status'
        )
    const before = await snapshot()
    const { export: done, csv } = await exportCatalogue(client, token, accountId, 'categories')
    assert.equal(done.entries_count, before.length)
    const report = await importFile(client, token, accountId, csv, {
      dataType: 'category',
      strategy: 'update',
    })
    assert.equal(report.status, 'success', JSON.stringify(report.report.ignored_lines.slice(0, 3)))
    assert.equal(report.report.lines_count.updated, before.length)
    assert.deepEqual(await snapshot(), before)
  })

  test('diagnostic questions: the exported questions and answers import back unchanged', async ({
    client,
    assert,
  }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    const snapshot = async () => ({
      questions: await db
        .from('diagnostic_questions')
        .join('categories', 'categories.id', 'diagnostic_questions.category_id')
        .where('categories.account_id', accountId)
        .orderBy('diagnostic_questions.id')
        .select(
          'diagnostic_questions.id',
          'title',
          'how_to_test',
          'diagnostic_questions.status',
          'diagnostic_questions.position'
        ),
      answers: await db
        .from('diagnostic_answers')
        .orderBy('id')
        .select(
          'id',
          'question_id',
          'name',
          'description',
          'grade_cap',
          'price_impact',
          'position',
          'quarantine_reason'
        ),
    })
    const before = await snapshot()
    // The demo's "account removed? → No" answers quarantine (activation lock): their reason comes back too.
    assert.isTrue(before.answers.some((answer) => answer.quarantine_reason === 'activation_lock'))
    const { export: done, csv } = await exportCatalogue(client, token, accountId, 'diagnostic-questions')
    assert.equal(done.entries_count, before.questions.length)
    const report = await importFile(client, token, accountId, csv, {
      dataType: 'diagnostic_question',
      strategy: 'update',
    })
    assert.equal(report.status, 'success', JSON.stringify(report.report.ignored_lines.slice(0, 3)))
    assert.deepEqual(await snapshot(), before)
  })
})
