import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Category from '#models/category'
import Product from '#models/product'
import { productSearch } from '#services/product_search/database_product_search'
import { keywordWords } from '#services/product_search/keyword'
import { tokenOf } from '#tests/helpers/demo'
import { imeiFor } from '#tests/functional/products/fixtures'

const FIELDS = ['label', 'brand', 'modele', 'reference', 'eanCode'] as const
const fold = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')

/**
 * The search's meaning, written once in plain code: every word of 3+ characters begins a word of one of
 * the fields, shorter words appear anywhere in one. Each engine (FULLTEXT on MySQL, FTS5 on SQLite; the CI
 * runs this file on both) must give exactly these products.
 */
function matches(product: Product, keyword: string) {
  const values = FIELDS.map((field) => product[field] ?? '')
  const words = values.flatMap((value) => fold(value).split(/[^\p{L}\p{N}]+/u))
  const { indexed, anywhere } = keywordWords(keyword)
  return (
    indexed.every((word) => words.some((one) => one.startsWith(word))) &&
    anywhere.every((word) => values.some((value) => value.toLowerCase().includes(word)))
  )
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
  test('keyword search gives, on this engine, exactly the products the rule defines', async ({ assert }) => {
    const accountId = await demoAccountId()
    const all = await Product.query().where('account_id', accountId)
    const reference = await Product.query().where('account_id', accountId).whereNotNull('reference').first()
    const ean = all.find((product) => product.eanCode)!.eanCode!
    for (const keyword of [...KEYWORDS, reference!.reference!, ean, ean.slice(0, 7)]) {
      const expected = all
        .filter((product) => matches(product, keyword))
        .map((product) => product.id)
        .sort()
      const { rows, total } = await productSearch.search({ accountId, keyword, page: 1, perPage: 1000 })
      assert.equal(total, expected.length, keyword)
      assert.deepEqual(rows.map((row) => row.id).sort(), expected, keyword)
    }
    assert.isAbove(all.filter((product) => matches(product, 'iphone')).length, 50)
    assert.lengthOf(
      all.filter((product) => matches(product, ean)),
      1
    )
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
    bad.assertBody({ errors: { imei: 'L’IMEI ne doit contenir que des chiffres (sans « / » ni « - »).' } })

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

  test('inserts, renames and deletes reach the keyword index (SQLite: triggers; MySQL indexes at commit)', async ({
    assert,
  }) => {
    const accountId = await demoAccountId()
    const category = await Category.findByOrFail('identifier', 'apple-iphone')
    const search = async (keyword: string) =>
      (await productSearch.search({ accountId, keyword, page: 1, perPage: 40 })).rows.map((row) => row.id)
    const product = await Product.create({
      accountId,
      categoryId: category.id,
      label: 'Quokkaphone Ultra',
      status: 'published',
      tacCodes: [],
      isCollectingImei: false,
      buybackZeroNotAllowed: false,
    })
    const sqlite = db.connection().dialect.name.includes('sqlite')
    if (sqlite) assert.deepEqual(await search('quokka'), [product.id])
    product.label = 'Wombatphone Ultra'
    await product.save()
    assert.deepEqual(await search('quokka'), [])
    if (sqlite) assert.deepEqual(await search('wombat ultra'), [product.id])
    await product.delete()
    assert.deepEqual(await search('wombat'), [])
  })
})
