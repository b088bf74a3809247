import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { parse } from 'csv-parse/sync'
import { csvText, restoreCell } from '#services/csv/writer'
import { exportCatalogue } from '#tests/functional/catalogue_exports/fixtures'
import { ADMIN, accountOf, importFile, tokens } from '#tests/functional/catalogue_imports/fixtures'
import { tokenOf } from '#tests/helpers/demo'
import { demoPackageTransport } from '#tests/helpers/transports'
import { computeKnownWeek, knownWeek, WEEK } from '#tests/functional/statistics/known_week'

/** A spreadsheet runs a cell beginning so as a formula. */
const LIVE = /^[=+\-@\t\r]/

/** The records of a CSV the exports write (`;`, a BOM). */
const recordsOf = (text: string | Buffer) =>
  parse(text, { delimiter: ';', bom: true, relax_column_count: true }) as string[][]

/** The cells that a spreadsheet would run as a formula, numbers apart. */
const liveCells = (records: string[][]) =>
  records.flat().filter((cell) => LIVE.test(cell) && !/^-\d+([.,]\d+)?$/.test(cell))

const HYPERLINK = '=HYPERLINK("http://x")'

test.group('Exports / spreadsheet formulas', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the writer neutralises text cells, keeps numbers in numeric columns, and the import reads the text back', ({
    assert,
  }) => {
    const texts = [
      '=1',
      '+1',
      '-1',
      '@a',
      '\tx',
      '\rx',
      "'=x",
      "''@y",
      "'plain",
      'a;b "c"',
      'ok',
      '-12.50',
      '',
    ]
    const records = recordsOf(
      csvText(
        { header: ['text', 'amount'], numeric: [1] },
        texts.map((text) => [text, text])
      )
    )
    assert.deepEqual(records[0], ['text', 'amount'])
    const rows = records.slice(1)
    assert.deepEqual(
      rows.map((row) => row[0]),
      ["'=1", "'+1", "'-1", "'@a", "'\tx", "'\rx", "''=x", "'''@y", "'plain", 'a;b "c"', 'ok', "'-12.50", '']
    )
    // A numeric column keeps its numbers, negative ones too; text there is neutralised all the same.
    assert.equal(rows[11][1], '-12.50')
    assert.equal(rows[0][1], "'=1")
    assert.deepEqual(
      rows.map((row) => restoreCell(row[0])),
      texts
    )
    assert.deepEqual(recordsOf(csvText({ header: ['n'] }, [[-3], [null]])).slice(1), [['-3'], ['']])
  })

  test('a product labelled =HYPERLINK("http://x") exports as inert text and imports back unchanged', async ({
    client,
    assert,
  }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    const product = await db.from('products').where('account_id', accountId).orderBy('id').first()
    await db.from('products').where('id', product.id).update({
      label: HYPERLINK,
      brand: '@SUM(A1)',
      modele: "'=already quoted",
      comment: "-2+3+cmd|' /C calc'!A0",
      buyback_price_grade_b: 1250,
    })
    const fields = ['label', 'brand', 'modele', 'comment', 'buyback_price_grade_b', 'updated_at']
    const before = await db.from('products').where('id', product.id).select(fields).first()

    const { csv } = await exportCatalogue(client, token, accountId, 'products')
    const records = recordsOf(csv)
    assert.deepEqual(liveCells(records), [])
    const row = records.find((cells) => cells[0] === String(product.id))!
    const cell = (name: string) => row[records[0].indexOf(name)]
    // The French file (readable headers, decimal comma) is protected as the raw one is.
    assert.equal(cell('Nom'), `'${HYPERLINK}`)
    assert.equal(cell('Marque'), "'@SUM(A1)")
    assert.equal(cell('Modèle'), "''=already quoted")
    assert.equal(cell('Rachat grade B (€)'), '12,50')
    assert.include(csv.toString('utf8'), `;"'=HYPERLINK(""http://x"")";`)

    // The header and that product's line, imported back as they were exported.
    const lines = csv.toString('utf8').split('\n')
    const line = lines.find((one) => one.startsWith(`${product.id};`))!
    const report = await importFile(client, token, accountId, Buffer.from(`${lines[0]}\n${line}\n`), {
      strategy: 'update',
    })
    assert.equal(report.status, 'success', JSON.stringify(report.report.ignored_lines.slice(0, 3)))
    assert.equal(report.report.lines_count.updated, 1)
    const after = await db.from('products').where('id', product.id).select(fields).first()
    assert.deepEqual({ ...after, updated_at: null }, { ...before, updated_at: null })
  })

  test('a category label beginning with = exports neutralised and imports back unchanged', async ({
    client,
    assert,
  }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    const category = await db.from('categories').where('account_id', accountId).orderBy('id').first()
    await db.from('categories').where('id', category.id).update({ label: '=1+1' })
    const { csv } = await exportCatalogue(client, token, accountId, 'categories')
    const records = recordsOf(csv)
    assert.deepEqual(liveCells(records), [])
    assert.isTrue(records.some((cells) => cells.includes("'=1+1")))
    const report = await importFile(client, token, accountId, csv, {
      dataType: 'category',
      strategy: 'update',
    })
    assert.equal(report.status, 'success', JSON.stringify(report.report.ignored_lines.slice(0, 3)))
    assert.equal((await db.from('categories').where('id', category.id).first()).label, '=1+1')
  })

  test('the buy-back export neutralises text cells and keeps a negative amount a number', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, ADMIN)
    const buyback = await db
      .from('buybacks')
      .where('account_id', await accountOf(ADMIN))
      .whereNotNull('customer_id')
      .orderBy('id')
      .first()
    await db.from('buybacks').where('id', buyback.id).update({ validated_price: -1250 })
    await db.from('customers').where('id', buyback.customer_id).update({ firstname: '@cmd', lastname: 'X' })
    const response = await client
      .get('/api/buybacks/export')
      .bearerToken(token)
      .qs({ q: buyback.identification_number })
    response.assertStatus(200)
    const records = recordsOf(response.text())
    assert.lengthOf(records, 2)
    assert.deepEqual(liveCells(records), [])
    assert.equal(records[1][6], "'@cmd X")
    // French by default: the decimal comma (a spreadsheet reads it as the number it is).
    assert.equal(records[1][10], '-12,50')
  })

  test('the transport export neutralises text cells', async ({ client, assert }) => {
    const { transport, parcel } = await demoPackageTransport()
    await db.from('transports').where('id', transport.id).update({ tracking_number: '+33 6 12 34' })
    const response = await client
      .get('/api/transports/export')
      .qs({ q: parcel.number })
      .bearerToken(await tokenOf(client, 'superadmin@reprise.test'))
    response.assertStatus(200)
    const records = recordsOf(response.text())
    assert.lengthOf(records, 2)
    assert.deepEqual(liveCells(records), [])
    assert.equal(records[1][4], "'+33 6 12 34")
  })

  test('the statistics export neutralises category labels and names, its values stay numbers', async ({
    client,
    assert,
  }) => {
    const { c1, inUnit } = await knownWeek()
    await db.from('categories').where('id', c1.id).update({ label: '=HYPERLINK("http://x")' })
    await db.from('organizations').where('id', inUnit.id).update({ common_name: '@store' })
    await computeKnownWeek()
    const response = await client
      .get('/api/dashboard-data/export')
      .qs({ week: WEEK })
      .header('Accept-Language', 'en')
      .bearerToken(await tokenOf(client, ADMIN))
    response.assertStatus(200)
    response.assertHeader('content-type', 'text/csv; charset=utf-8')
    const records = recordsOf(response.text())
    assert.deepEqual(records[0], ['Section', 'Figure', 'Value'])
    assert.deepEqual(liveCells(records), [])
    assert.deepInclude(records, ['Overview', 'Buy-backs created', '4'])
    assert.deepInclude(records, ['Category', `'${HYPERLINK}`, '2'])
    assert.deepInclude(records, ['Amounts', 'Amount declared', '650.00'])
    assert.deepInclude(records, ['Grading accuracy by store', "'@store (Exact grade)", '1'])
    const seller = await tokenOf(client, 'store.manager@demo-retail.test')
    ;(await client.get('/api/dashboard-data/export').qs({ week: WEEK }).bearerToken(seller)).assertStatus(403)
  })
})
