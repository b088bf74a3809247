import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import Product from '#models/product'
import Category from '#models/category'
import { productLines } from '#services/catalogue_imports/products'
import {
  ADMIN,
  PRODUCT_HEADER,
  accountOf,
  checkFile,
  csv,
  importFile,
  importRow,
  tokens,
} from '#tests/functional/catalogue_imports/fixtures'

const EAN = '4006381333931'

const productsLabelled = (label: string) =>
  Product.query().where('label', 'like', `${label}%`).orderBy('label')

const productCount = async (accountId: number) =>
  Number((await db.from('products').where('account_id', accountId).count('* as total'))[0].total)

async function anyDemoProduct(accountId: number) {
  return Product.query().where('account_id', accountId).orderBy('id').firstOrFail()
}

test.group('Catalogue imports / strategies', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('create only: new products are inserted with their category, prices in cents and TAC codes', async ({
    client,
    assert,
  }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    const existing = await anyDemoProduct(accountId)
    const report = await importFile(
      client,
      token,
      accountId,
      csv(
        PRODUCT_HEADER,
        `;apple-iphone;Import Alpha;Apple;${EAN};35209900,35332011;published;120.50;99,9`,
        ';apple-iphone;Import Beta;Apple;;;draft;10;',
        `${existing.id};apple-iphone;Import Gamma;Apple;;;draft;10;`
      ),
      { strategy: 'create' }
    )
    assert.equal(report.status, 'success_with_ignored')
    assert.deepEqual(report.report.lines_count, { found: 3, inserted: 2, updated: 0, ignored: 1 })
    assert.equal(report.report.ignored_lines[0].line, 4)
    assert.match(report.report.ignored_lines[0].reason, /already exists/)
    assert.isNotNull(report.started_at)
    assert.isNotNull(report.ended_at)

    const [alpha, beta] = await productsLabelled('Import ')
    assert.equal(alpha.label, 'Import Alpha')
    assert.equal(alpha.accountId, accountId)
    assert.equal(alpha.eanCode, EAN)
    assert.equal(alpha.status, 'published')
    assert.equal(alpha.buybackPriceGradeA, 12050)
    assert.equal(alpha.buybackPriceGradeB, 9990)
    assert.deepEqual(alpha.tacCodes, ['35209900', '35332011'])
    const tacs = await db.from('product_tac_codes').where('product_id', alpha.id).orderBy('tac')
    assert.deepEqual(
      tacs.map((row) => row.tac),
      ['35209900', '35332011']
    )
    assert.equal(beta.status, 'draft')
    assert.isNull(beta.buybackPriceGradeB)
    const words = await db.from('search_words').where('product_id', alpha.id).select('word')
    assert.include(
      words.map((row) => row.word),
      'alpha'
    )
    await existing.refresh()
    assert.notEqual(existing.label, 'Import Gamma')
  })

  test('update only: products of the account change, unknown ones are refused, absent columns stay', async ({
    client,
    assert,
  }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    const product = await anyDemoProduct(accountId)
    const before = { brand: product.brand, priceC: product.buybackPriceGradeC, version: product.version }
    const report = await importFile(
      client,
      token,
      accountId,
      csv(
        'id;label;buyback_price_grade_a',
        `${product.id};Renamed by import;42`,
        '00000000-0000-4000-8000-000000000000;Nobody;1'
      ),
      { strategy: 'update' }
    )
    assert.equal(report.status, 'success_with_ignored')
    assert.deepEqual(report.report.lines_count, { found: 2, inserted: 0, updated: 1, ignored: 1 })
    assert.match(report.report.ignored_lines[0].reason, /does not exist in this account/)
    await product.refresh()
    assert.equal(product.label, 'Renamed by import')
    assert.equal(product.buybackPriceGradeA, 4200)
    assert.equal(product.brand, before.brand)
    assert.equal(product.buybackPriceGradeC, before.priceC)
    assert.equal(product.version, before.version + 1)
    assert.lengthOf(await Product.query().where('label', 'Nobody'), 0)
  })

  test('create and update: a known id is updated, a line without one is created', async ({
    client,
    assert,
  }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    const product = await anyDemoProduct(accountId)
    const report = await importFile(
      client,
      token,
      accountId,
      csv(
        PRODUCT_HEADER,
        `${product.id};apple-iphone;Upserted existing;Apple;;;draft;1;`,
        ';apple-iphone;Upserted new;Apple;;;draft;2;'
      ),
      { strategy: 'create_and_update' }
    )
    assert.equal(report.status, 'success')
    assert.deepEqual(report.report.lines_count, { found: 2, inserted: 1, updated: 1, ignored: 0 })
    await product.refresh()
    assert.equal(product.label, 'Upserted existing')
    assert.lengthOf(await Product.query().where('label', 'Upserted new').where('account_id', accountId), 1)
  })

  test('secondary categories and refurb questions: set on a new product, replaced or cleared on an update, unknown ones refused', async ({
    client,
    assert,
  }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    const categories = await db
      .from('categories')
      .where('account_id', accountId)
      .whereNot('identifier', 'apple-iphone')
      .orderBy('identifier')
      .limit(2)
      .select('id', 'identifier')
    const iphone = await Category.findByOrFail('identifier', 'apple-iphone')
    const [question] = await db.from('refurb_diagnostic_questions').where('account_id', accountId).limit(1)
    const other = await db
      .from('refurb_diagnostic_questions')
      .whereNot('account_id', accountId)
      .select('id')
      .first()
    const secondaryOf = async (productId: string) =>
      (
        await db.from('product_secondary_categories').where('product_id', productId).orderBy('category_id')
      ).map((row) => Number(row.category_id))
    const refurbOf = async (productId: string) =>
      (await db.from('product_refurb_questions').where('product_id', productId)).map((row) =>
        Number(row.question_id)
      )
    const header = 'id;category_identifier;label;secondary_category_identifiers;refurb_question_ids'
    const created = await importFile(
      client,
      token,
      accountId,
      csv(
        header,
        // The main category among the secondary ones is dropped from them, as on the product form.
        `;apple-iphone;Linked Alpha;${categories[0].identifier}| ${categories[1].identifier}|apple-iphone;${question.id}`,
        `;apple-iphone;Linked Beta;no-such-category;`,
        `;apple-iphone;Linked Gamma;;${other ? other.id : 999999}`
      ),
      { strategy: 'create' }
    )
    assert.deepEqual(created.report.lines_count, { found: 3, inserted: 1, updated: 0, ignored: 2 })
    assert.match(created.report.ignored_lines[0].reason, /identifier no-such-category/)
    assert.match(created.report.ignored_lines[1].reason, /refurb diagnostic question/)
    const [alpha] = await productsLabelled('Linked Alpha')
    assert.deepEqual(
      await secondaryOf(alpha.id),
      [categories[0].id, categories[1].id].sort((a, b) => a - b)
    )
    assert.notInclude(await secondaryOf(alpha.id), iphone.id)
    assert.deepEqual(await refurbOf(alpha.id), [question.id])

    // An update naming one secondary category replaces the list; an empty refurb cell clears them.
    const updated = await importFile(
      client,
      token,
      accountId,
      csv(
        'id;secondary_category_identifiers;refurb_question_ids',
        `${alpha.id};${categories[1].identifier};`
      ),
      { strategy: 'update' }
    )
    assert.equal(updated.status, 'success')
    assert.deepEqual(await secondaryOf(alpha.id), [categories[1].id])
    assert.deepEqual(await refurbOf(alpha.id), [])
    // A file without the columns leaves them as they are.
    await importFile(client, token, accountId, csv('id;label', `${alpha.id};Linked Alpha 2`), {
      strategy: 'update',
    })
    assert.deepEqual(await secondaryOf(alpha.id), [categories[1].id])
  })

  test('a file of refused lines only ends in error; a file that cannot be read ends in error with its reason', async ({
    client,
    assert,
  }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    const refused = await importFile(client, token, accountId, csv(PRODUCT_HEADER, ';nope;X;;;;draft;;'))
    assert.equal(refused.status, 'error')
    const broken = await importFile(client, token, accountId, Buffer.from('label;brand\n"unclosed;x\n'))
    assert.equal(broken.status, 'error')
    assert.match(broken.report.error, /could not be read as CSV/)
    const row = await importRow(broken.id)
    assert.equal(row.dataType, 'product')
  })
})

test.group('Catalogue imports / load step and partial failure', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the load step lists ignored columns and line errors and writes nothing', async ({
    client,
    assert,
  }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    const count = async () => Number((await db.from('products').count('* as total'))[0].total)
    const before = await count()
    const response = await checkFile(
      client,
      token,
      accountId,
      csv(
        `${PRODUCT_HEADER};colour`,
        `;apple-iphone;Good line;Apple;${EAN};;draft;10;;red`,
        ';apple-iphone;Bad EAN;Apple;4006381333932;;draft;10;;red',
        ';apple-iphone;Bad price;Apple;;;draft;50000.01;;red',
        ';no-such-category;Unknown category;Apple;;;draft;10;;red',
        ';apple-iphone;Not a number;Apple;;;draft;ten;;red'
      )
    )
    response.assertStatus(200)
    const body = response.body()
    assert.deepEqual(body.ignoredColumns, ['colour'])
    assert.deepEqual(body.linesCount, { found: 5, inserted: 1, updated: 0, ignored: 4 })
    const reasons = Object.fromEntries(
      body.ignoredLines.map((one: { line: number; reason: string }) => [one.line, one.reason])
    )
    assert.match(reasons[3], /check digit of the EAN\/GTIN code is not valid/)
    assert.match(reasons[4], /price must be between 0 and 50,000/)
    assert.equal(reasons[5], 'No category of the account has the identifier no-such-category.')
    assert.match(reasons[6], /^Buy-back grade A \(€\): this is not a number/)
    assert.equal(await count(), before)
    assert.lengthOf(await Product.query().where('label', 'Good line'), 0)
  })

  test('the load step refuses a missing file and an unknown data type on their fields', async ({
    client,
    assert,
  }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    const missing = await client
      .post(`/api/accounts/${accountId}/imports/check`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .field('dataType', 'product')
      .field('strategy', 'create')
    missing.assertStatus(422)
    assert.property(missing.body().errors, 'file')
    const wrongType = await checkFile(client, token, accountId, csv(PRODUCT_HEADER), { dataType: 'users' })
    wrongType.assertStatus(422)
  })

  test('a partial failure writes the good lines whole and nothing of the bad ones', async ({
    client,
    assert,
  }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    const lines = []
    for (let index = 0; index < 8; index++) {
      const bad = index % 3 === 1
      // A bad line fails on its TAC codes, which would otherwise be written after the product.
      lines.push(`;apple-iphone;Partial ${index};Apple;;${bad ? '352099,1' : '35209900'};draft;10;`)
    }
    const report = await importFile(client, token, accountId, csv(PRODUCT_HEADER, ...lines))
    assert.equal(report.status, 'success_with_ignored')
    assert.deepEqual(report.report.lines_count, { found: 8, inserted: 5, updated: 0, ignored: 3 })
    assert.deepEqual(
      report.report.ignored_lines.map((one: { line: number }) => one.line),
      [3, 6, 9]
    )
    const written = await productsLabelled('Partial ')
    assert.deepEqual(
      written.map((product) => product.label),
      ['Partial 0', 'Partial 2', 'Partial 3', 'Partial 5', 'Partial 6']
    )
    const tacRows = await db
      .from('product_tac_codes')
      .whereIn(
        'product_id',
        written.map((product) => product.id)
      )
      .count('* as total')
    assert.equal(Number(tacRows[0].total), 5)
  })

  test('a second line for the same product is refused, the first one is written', async ({
    client,
    assert,
  }) => {
    const token = (await tokens())[ADMIN]
    const accountId = await accountOf(ADMIN)
    const product = await anyDemoProduct(accountId)
    const report = await importFile(
      client,
      token,
      accountId,
      csv(
        PRODUCT_HEADER,
        `${product.id};apple-iphone;First wins;Apple;;;draft;1;`,
        `${product.id};apple-iphone;Second refused;Apple;;;draft;1;`
      ),
      { strategy: 'update' }
    )
    assert.deepEqual(report.report.lines_count, { found: 2, inserted: 0, updated: 1, ignored: 1 })
    assert.match(report.report.ignored_lines[0].reason, /already on an earlier line/)
    await product.refresh()
    assert.equal(product.label, 'First wins')
  })

  test('when the database refuses a batch, each line is written alone and only the refused one is lost', async ({
    assert,
  }) => {
    const accountId = await accountOf(ADMIN)
    const category = await Category.findByOrFail('identifier', 'apple-iphone')
    const before = await productCount(accountId)
    const context = {
      accountId,
      strategy: 'create' as const,
      dataType: 'product' as const,
      i18n: i18nManager.locale('en'),
      seenKeys: new Set<string>(),
      dryRun: false,
    }
    // The second line passed no validator: its NOT NULL label makes the database refuse the batch.
    const refused = await productLines.write(
      [
        {
          line: 2,
          mode: 'inserted',
          data: { label: 'Alone and whole', categoryId: category.id, tacCodes: ['35209900'] },
        },
        { line: 3, mode: 'inserted', data: { label: null, categoryId: category.id, tacCodes: ['35332011'] } },
      ],
      context
    )
    assert.deepEqual(
      refused.map((one) => one.line),
      [3]
    )
    assert.match(refused[0].reason, /Technical error on this line/)
    const written = await Product.query().where('label', 'Alone and whole').firstOrFail()
    assert.lengthOf(await db.from('product_tac_codes').where('product_id', written.id), 1)
    assert.equal(await productCount(accountId), before + 1)
  })
})
