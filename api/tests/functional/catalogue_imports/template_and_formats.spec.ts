import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { exportCatalogue } from '#tests/functional/catalogue_exports/fixtures'
import {
  ADMIN,
  accountOf,
  checkFile,
  csv,
  importFile,
  tokens,
} from '#tests/functional/catalogue_imports/fixtures'

/**, "Imports and exports": the template, the errors of a line, the files of a spreadsheet. */
const parse = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n')
    .map((line) => line.split(';'))

const productsOf = (accountId: number) =>
  db
    .from('products')
    .where('account_id', accountId)
    .orderBy('id')
    .select('id', 'label', 'is_collecting_imei', 'buyback_price_grade_b', 'buyback_price_grade_c', 'height')

test.group('Catalogue imports / template and spreadsheet files', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the template has readable headers and a sample line in the admin’s language, and its columns are described', async ({
    client,
    assert,
  }) => {
    const token = (await tokens())[ADMIN]
    const de = await client
      .get('/api/imports/templates/product')
      .header('Accept-Language', 'de')
      .bearerToken(token)
    de.assertStatus(200)
    const [header, sample, ...rest] = parse(de.text())
    assert.lengthOf(rest, 0)
    assert.equal(header[2], 'Bezeichnung')
    assert.include(header, 'Ankauf Note A (€)')
    assert.equal(sample[header.indexOf('Ankauf Note A (€)')], '420,50')
    assert.equal(sample[header.indexOf('IMEI erfassen')], 'ja')

    const columns = await client
      .get('/api/imports/templates/product/columns')
      .header('Accept-Language', 'fr')
      .bearerToken(token)
    columns.assertStatus(200)
    const byName = Object.fromEntries(columns.body().results.map((one: { name: string }) => [one.name, one]))
    assert.deepInclude(byName.label, {
      column: 'Nom',
      required: 'create',
      requiredText: 'Obligatoire pour une création',
    })
    assert.equal(byName.height.format, 'Nombre entier en centimètres')
    assert.equal(byName.status.values, 'Valeurs : draft, published')
    assert.equal(byName.brand.requiredText, 'Facultatif')
    assert.match(byName.buyback_price_grade_a.format, /euros/)
    ;(await client.get('/api/imports/templates/nothing/columns').bearerToken(token)).assertStatus(404)
  })

  test('template → fill → import: the filled template creates its product', async ({ client, assert }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    const template = await client
      .get('/api/imports/templates/product')
      .header('Accept-Language', 'fr')
      .bearerToken(token)
    const [header, sample] = parse(template.text())
    const category = await db
      .from('categories')
      .where('account_id', accountId)
      .whereNotNull('parent_id')
      .first()
    const filled = [...sample]
    filled[header.indexOf('Catégorie (identifiant)')] = category.identifier
    filled[header.indexOf('Nom')] = 'Filled from the template'
    const body = Buffer.from(`\uFEFF${header.join(';')}\n${filled.join(';')}\n`)
    const report = await importFile(client, token, accountId, body)
    assert.equal(report.status, 'success', JSON.stringify(report.report.ignored_lines))
    const product = await db.from('products').where('label', 'Filled from the template').firstOrFail()
    assert.equal(product.buyback_price_grade_a, 42050)
    assert.equal(product.buyback_price_grade_c, 31090)
    assert.equal(Number(product.is_collecting_imei), 1)
    assert.equal(product.height, 15)
  })

  test('a raw export (technical headers, 12.50, yes/no) and a German one both import back unchanged', async ({
    client,
    assert,
  }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    const product = await db.from('products').where('account_id', accountId).orderBy('id').first()
    await db
      .from('products')
      .where('id', product.id)
      .update({ buyback_price_grade_b: 1999, is_collecting_imei: 1 })
    const before = await productsOf(accountId)

    const raw = await exportCatalogue(client, token, accountId, 'products', { format: 'raw' })
    const rawLines = parse(raw.csv.toString('utf8'))
    assert.equal(rawLines[0][0], 'id')
    const rawRow = rawLines.find((line) => line[0] === product.id)!
    assert.equal(rawRow[rawLines[0].indexOf('buyback_price_grade_b')], '19.99')
    assert.equal(rawRow[rawLines[0].indexOf('is_collecting_imei')], 'yes')
    const fromRaw = await importFile(client, token, accountId, raw.csv, { strategy: 'update' })
    assert.equal(fromRaw.status, 'success', JSON.stringify(fromRaw.report.ignored_lines.slice(0, 3)))
    assert.deepEqual(await productsOf(accountId), before)

    const german = await exportCatalogue(client, token, accountId, 'products', { language: 'de' })
    const deLines = parse(german.csv.toString('utf8'))
    const deRow = deLines.find((line) => line[0] === product.id)!
    assert.equal(deRow[deLines[0].indexOf('Ankauf Note B (€)')], '19,99')
    assert.equal(deRow[deLines[0].indexOf('IMEI erfassen')], 'ja')
    // The import, in English here, reads the German headers and words.
    const fromGerman = await importFile(client, token, accountId, german.csv, { strategy: 'update' })
    assert.equal(fromGerman.status, 'success', JSON.stringify(fromGerman.report.ignored_lines.slice(0, 3)))
    assert.deepEqual(await productsOf(accountId), before)
  })

  test('a refused line reports every one of its errors, each naming its column as the template does', async ({
    client,
    assert,
  }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    const response = await checkFile(
      client,
      token,
      accountId,
      csv(
        'ID;Category (identifier);Name;EAN/GTIN code;Height (cm);Buy-back grade A (€);Buy-back grade B (€);Collect the IMEI',
        ';no-such-category;Many errors;4006381333932;tall;ten;60000;maybe'
      )
    )
    response.assertStatus(200)
    const [refused] = response.body().ignoredLines
    const reasons = refused.reason.split(' ; ')
    assert.includeMembers(reasons, [
      'Height (cm): this is not a number.',
      'Buy-back grade A (€): this is not a number.',
      'No category of the account has the identifier no-such-category.',
      'Collect the IMEI: the value must be yes or no.',
    ])
    assert.isTrue(reasons.some((one: string) => /^EAN\/GTIN code: .*check digit/.test(one)))
    assert.isTrue(reasons.some((one: string) => /^Buy-back grade B \(€\): .*50,000/.test(one)))
    assert.lengthOf(reasons, 6)
  })
})
