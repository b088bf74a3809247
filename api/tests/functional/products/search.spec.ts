import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Category from '#models/category'
import Product from '#models/product'
import { productSearch } from '#services/product_search/database_product_search'
import { indexTokens, isWord, searchTokens } from '#services/product_search/tokens'
import { tokenOf } from '#tests/helpers/demo'
import { imeiFor } from '#tests/functional/products/fixtures'
import { sqlDateTime } from '#services/sql_time'
import { refreshProductPopularity } from '#services/product_search/popularity'
import { validationRefusal } from '#tests/helpers/validation'

const FIELDS = ['label', 'brand', 'modele', 'reference', 'eanCode'] as const

/**
 * The search's meaning without typos, written once in plain code: a term matches a product when it is one
 * of the tokens of its fields, or when, a word of 2 letters or more, it begins one of them (numbers and
 * sizes match whole only). Found: the products some term matches; first, those every term matches. Each
 * engine (the CI runs this file on SQLite and MariaDB) must give exactly these products.
 */
function termsMatched(product: Product, keyword: string) {
  const tokens = FIELDS.flatMap((field) => indexTokens(product[field]))
  return [...new Set(searchTokens(keyword))].filter(
    (term) =>
      tokens.includes(term) ||
      (isWord(term) && term.length >= 2 && tokens.some((token) => token.startsWith(term)))
  ).length
}

async function demoAccountId() {
  return (await db.from('accounts').where('common_name', 'Demo Retail').select('id').first()).id as number
}

const KEYWORDS = [
  'iphone',
  'IPHONE 13',
  'iph pro max',
  'galaxy s2',
  'samsung',
  'apple 512',
  'noir',
  'creme',
  'Crème',
  'playstation 5',
  'app',
  'x',
  'zzz',
]

test.group('Products / search', () => {
  test('keyword search gives, on this engine, exactly the products the rule defines, full matches first', async ({
    assert,
  }) => {
    const accountId = await demoAccountId()
    const all = await Product.query().where('account_id', accountId)
    const reference = await Product.query().where('account_id', accountId).whereNotNull('reference').first()
    const ean = all.find((product) => product.eanCode)!.eanCode!
    for (const keyword of [...KEYWORDS, reference!.reference!, ean, ean.slice(0, 7)]) {
      const terms = new Set(searchTokens(keyword)).size
      const expected = all.filter((product) => termsMatched(product, keyword) > 0)
      const full = expected.filter((product) => termsMatched(product, keyword) === terms)
      const { rows, total } = await productSearch.search({ accountId, keyword, page: 1, perPage: 1000 })
      assert.equal(total, expected.length, keyword)
      assert.sameMembers(
        rows.map((row) => row.id),
        expected.map((product) => product.id),
        keyword
      )
      assert.sameMembers(
        rows.slice(0, full.length).map((row) => row.id),
        full.map((product) => product.id),
        keyword
      )
    }
    assert.isAbove(all.filter((product) => termsMatched(product, 'iphone') > 0).length, 50)
    assert.lengthOf(
      all.filter((product) => termsMatched(product, ean) > 0),
      1
    )
  })

  test('numbers match whole tokens: "13" never finds a product by its 128 Go', async ({ assert }) => {
    const accountId = await demoAccountId()
    const { rows, total } = await productSearch.search({ accountId, keyword: '13', page: 1, perPage: 1000 })
    assert.isAbove(total, 10)
    for (const row of rows) {
      const tokens = [row.label, row.brand, row.modele, row.reference, row.ean_code].flatMap(indexTokens)
      assert.include(tokens, '13', row.label)
    }
  })

  test('a keyword orders by relevance: all terms, whole tokens, the label, the whole model', async ({
    assert,
  }) => {
    const accountId = await demoAccountId()
    const search = (keyword: string, perPage = 100) =>
      productSearch.search({ accountId, keyword, status: 'published', page: 1, perPage })
    const iphone13 = await search('iphone 13')
    const models = iphone13.rows.map((row) => row.modele)
    const complete = models.filter((model) => model === 'iPhone 13').length
    assert.isAbove(complete, 0)
    assert.deepEqual(models.slice(0, complete), Array(complete).fill('iPhone 13'))
    const both = iphone13.rows.filter((row) => /iphone 13/i.test(row.modele ?? '')).length
    assert.isTrue(iphone13.rows.slice(0, both).every((row) => /iPhone 13/.test(row.modele ?? '')))
    const partial = iphone13.rows.findIndex((row) => !/iPhone 13/.test(row.label))
    assert.isAbove(partial, complete)
    assert.isTrue(iphone13.rows.slice(partial).every((row) => !/iPhone 13/.test(row.label)))
    // A whole token before a prefix: "se" (iPhone SE, Watch SE) before "series" and "seule".
    const se = await search('se', 1000)
    const tokensOf = (row: (typeof se.rows)[number]) =>
      [row.label, row.brand, row.modele, row.reference, row.ean_code].flatMap(indexTokens)
    const whole = se.rows.filter((row) => tokensOf(row).includes('se')).length
    assert.isAbove(whole, 0)
    assert.isBelow(whole, se.rows.length)
    assert.isTrue(se.rows.slice(0, whole).every((row) => tokensOf(row).includes('se')))
  })

  test('category search takes descendants and secondary categories; IMEI goes through TAC codes', async ({
    assert,
  }) => {
    const accountId = await demoAccountId()
    const smartphones = await Category.findByOrFail('identifier', 'smartphones')
    const below = await Category.query().where('path', 'like', `${smartphones.path}${smartphones.id}/%`)
    const ids = [smartphones.id, ...below.map((category) => category.id)]
    const expected = await Product.query().whereIn('category_id', ids)
    const found = await productSearch.search({ accountId, categoryId: smartphones.id, page: 1, perPage: 40 })
    assert.equal(found.total, expected.length)
    assert.lengthOf(found.rows, 40)

    const tac = (await db.from('product_tac_codes').select('tac').first()).tac
    const withTac = await db.from('product_tac_codes').where('tac', tac).select('product_id')
    const byImei = await productSearch.search({ accountId, imei: imeiFor(tac), page: 1, perPage: 40 })
    assert.sameMembers(
      byImei.rows.map((row) => row.id),
      withTac.map((row) => row.product_id)
    )
  })

  test('filters combine; sorts and pages are stable', async ({ assert }) => {
    const accountId = await demoAccountId()
    const page = (number: number) =>
      productSearch.search({
        accountId,
        keyword: 'apple',
        status: 'published',
        priceMin: 100,
        priceMax: 400,
        sort: { field: 'buybackPriceGradeA', order: 'desc' },
        page: number,
        perPage: 10,
      })
    const [first, second] = [await page(1), await page(2)]
    const prices = [...first.rows, ...second.rows].map((row) => row.buyback_price_grade_a!)
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => b - a)
    )
    assert.isTrue(prices.every((price) => price >= 10000 && price <= 40000))
    assert.isTrue([...first.rows, ...second.rows].every((row) => row.status === 'published'))
    assert.equal(first.total, second.total)
    assert.notIncludeMembers(
      first.rows.map((row) => row.id),
      second.rows.map((row) => row.id)
    )
  })

  test('a keyword search gives the same total on its pages and past its last one', async ({ assert }) => {
    const accountId = await demoAccountId()
    const page = (number: number) =>
      productSearch.search({ accountId, keyword: 'apple', page: number, perPage: 5 })
    const first = await page(1)
    assert.isAbove(first.total, 10)
    assert.lengthOf(first.rows, 5)
    assert.notProperty(first.rows[0], 'search_total')
    assert.equal((await page(2)).total, first.total)
    const past = await page(Math.ceil(first.total / 5) + 3)
    assert.lengthOf(past.rows, 0)
    assert.equal(past.total, first.total)
    assert.equal((await productSearch.search({ accountId, keyword: 'zzqx', page: 1, perPage: 5 })).total, 0)
  })

  test('GET /api/products/search answers items, total, page and perPage (40 by default)', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const response = await client.get('/api/products/search').qs({ keyword: 'galaxy' }).bearerToken(token)
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.perPage, 40)
    assert.equal(body.page, 1)
    assert.isAbove(body.total, 40)
    assert.lengthOf(body.items, 40)

    const bad = await client.get('/api/products/search').qs({ imei: '35-123' }).bearerToken(token)
    bad.assertStatus(422)
    bad.assertBody(
      validationRefusal(bad, {
        errors: { imei: 'L’IMEI ne doit contenir que des chiffres (sans « / » ni « - »).' },
      })
    )

    const other = await tokenOf(client, 'admin@other-retail.test')
    const none = await client.get('/api/products/search').qs({ keyword: 'galaxy' }).bearerToken(other)
    assert.equal(none.body().total, 0)
  })

  test('the storefront searches the published products of its account with an anonymous token', async ({
    client,
    assert,
  }) => {
    const { token } = (await client.post('/api/auth/anonymous')).body()
    const response = await client
      .get('/api/storefront/products')
      .qs({ keyword: 'iphone', perPage: 100 })
      .bearerToken(token)
    response.assertStatus(422)
    const ok = await client
      .get('/api/storefront/products')
      .qs({ keyword: 'iphone', perPage: 40 })
      .bearerToken(token)
    ok.assertStatus(200)
    const accountId = await demoAccountId()
    const [{ total }] = await db
      .from('products')
      .where('account_id', accountId)
      .where('status', 'published')
      .whereILike('label', '%iphone%')
      .count('* as total')
    assert.equal(ok.body().total, Number(total))
    assert.notProperty(ok.body().items[0], 'accountId')
    assert.notProperty(ok.body().items[0], 'comment')
    ;(await client.get('/api/storefront/products')).assertStatus(401)
  })
})

test.group('Products / search index kept in sync', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('inserts, renames and deletes reach the index and the vocabulary in the same transaction', async ({
    assert,
  }) => {
    const accountId = await demoAccountId()
    const category = await Category.findByOrFail('identifier', 'apple-iphone')
    const search = async (keyword: string) =>
      (await productSearch.search({ accountId, keyword, page: 1, perPage: 40 })).rows.map((row) => row.id)
    const vocabulary = async (word: string) =>
      Boolean(await db.from('search_vocabulary').where({ account_id: accountId, word }).first())
    const product = await Product.create({
      accountId,
      categoryId: category.id,
      label: 'Quokkaphone Ultra',
      status: 'published',
      tacCodes: [],
      isCollectingImei: false,
      buybackZeroNotAllowed: false,
    })
    assert.deepEqual(await search('quokka'), [product.id])
    assert.deepEqual(await search('quokaphone'), [product.id])
    assert.isTrue(await vocabulary('quokkaphone'))
    product.label = 'Wombatphone Ultra'
    await product.save()
    assert.deepEqual(await search('quokka'), [])
    assert.isFalse(await vocabulary('quokkaphone'))
    assert.equal((await search('wombat ultra'))[0], product.id)
    await product.delete()
    assert.deepEqual(await search('wombat'), [])
    assert.isFalse(await vocabulary('wombatphone'))
    assert.isTrue(await vocabulary('ultra'))
  })

  test('between equal matches, the products bought back most in the last 90 days come first', async ({
    assert,
  }) => {
    const accountId = await demoAccountId()
    const category = await Category.findByOrFail('identifier', 'apple-iphone')
    const create = (label: string) =>
      Product.create({
        accountId,
        categoryId: category.id,
        label,
        status: 'published',
        tacCodes: [],
        isCollectingImei: false,
        buybackZeroNotAllowed: false,
      })
    const [alpha, beta, gamma] = [
      await create('Zorblax Alpha'),
      await create('Zorblax Beta'),
      await create('Zorblax Gamma'),
    ]
    const buyback = (productId: string, daysAgo: number, index: number) => ({
      identification_number: `99${String(index).padStart(11, '0')}`,
      account_id: accountId,
      product_id: productId,
      status: 'bb_completed',
      channel: 'store',
      created_at: sqlDateTime(new Date(Date.now() - daysAgo * 86_400_000)),
      updated_at: sqlDateTime(),
    })
    await db
      .table('buybacks')
      .multiInsert([
        buyback(gamma.id, 2, 1),
        buyback(gamma.id, 10, 2),
        buyback(beta.id, 30, 3),
        buyback(alpha.id, 200, 4),
        buyback(alpha.id, 300, 5),
      ])
    // Kept on the product, counted again each night.
    await refreshProductPopularity()
    const { rows } = await productSearch.search({ accountId, keyword: 'zorblax', page: 1, perPage: 10 })
    assert.deepEqual(
      rows.map((row) => row.label),
      ['Zorblax Gamma', 'Zorblax Beta', 'Zorblax Alpha']
    )
  })

  test('a match in the label comes before one in the brand alone', async ({ assert }) => {
    const accountId = await demoAccountId()
    const category = await Category.findByOrFail('identifier', 'apple-iphone')
    const create = (label: string, brand: string) =>
      Product.create({
        accountId,
        categoryId: category.id,
        label,
        brand,
        status: 'published',
        tacCodes: [],
        isCollectingImei: false,
        buybackZeroNotAllowed: false,
      })
    const byBrand = await create('Aaa Tablet', 'Zorblax')
    const byLabel = await create('Zzz Zorblax Tablet', 'Other')
    const { rows } = await productSearch.search({ accountId, keyword: 'zorblax', page: 1, perPage: 10 })
    assert.deepEqual(
      rows.map((row) => row.id),
      [byLabel.id, byBrand.id]
    )
  })
})
