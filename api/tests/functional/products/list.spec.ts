import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Category from '#models/category'
import { tokenOf } from '#tests/helpers/demo'

interface Row {
  id: string
  label: string
  brand: string | null
  status: string
  buybackPriceGradeA: number | null
  category: { id: number; label: string }
}

async function demoAccountId() {
  const row = await db.from('accounts').where('common_name', 'Demo Retail').select('id').first()
  return row.id as number
}

/** Ids of the category and its descendants, computed here from parent ids (not from the path). */
async function subtreeIds(identifier: string) {
  const root = await Category.findByOrFail('identifier', identifier)
  const all = await Category.query().where('account_id', root.accountId)
  const ids = new Set([root.id])
  let grew = true
  while (grew) {
    grew = false
    for (const category of all) {
      if (category.parentId && ids.has(category.parentId) && !ids.has(category.id)) {
        ids.add(category.id)
        grew = true
      }
    }
  }
  return [...ids]
}

/**
 * Text sorts ignore case on both engines. Beyond ASCII they follow the engine: MySQL's utf8mb4_unicode_ci
 * also ignores accents and punctuation; SQLite's NOCASE folds ASCII letters only ("É" after "z").
 */
const byLabel = (a: string, b: string) => {
  if (db.connection().dialect.name.includes('sqlite')) {
    const [x, y] = [a, b].map((text) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase()))
    return x < y ? -1 : x > y ? 1 : 0
  }
  return a.localeCompare(b, 'en', { sensitivity: 'base', ignorePunctuation: true })
}

function isOrdered(values: (string | number)[], order: 'ASC' | 'DESC') {
  return values.every((value, index) => {
    if (index === 0) return true
    const [a, b] = order === 'ASC' ? [values[index - 1], value] : [value, values[index - 1]]
    return typeof a === 'number' ? a <= (b as number) : byLabel(a, String(b)) <= 0
  })
}

test.group('Products / list', () => {
  test('an admin lists its products 10 per page, by label ascending by default, with X-Total-Count', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const response = await client.get('/api/products').qs({ _start: 0, _end: 10 }).bearerToken(token)
    response.assertStatus(200)
    const rows: Row[] = response.body()
    const [{ total }] = await db
      .from('products')
      .where('account_id', await demoAccountId())
      .count('* as total')
    assert.equal(response.header('x-total-count'), String(total))
    assert.isAbove(Number(total), 300)
    assert.lengthOf(rows, 10)
    assert.isTrue(
      isOrdered(
        rows.map((row) => row.label),
        'ASC'
      )
    )
    assert.properties(rows[0], ['modele', 'reference', 'eanCode', 'brand', 'category', 'status'])
    assert.notProperty(rows[0], 'accountId')
  })

  test('pages follow each other without overlap', async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const page = async (start: number) =>
      (
        await client
          .get('/api/products')
          .qs({ _start: start, _end: start + 15, _sort: 'brand', _order: 'ASC' })
          .bearerToken(token)
      )
        .body()
        .map((row: Row) => row.id)
    const [first, second] = [await page(0), await page(15)]
    const both = await page(0).then(async () =>
      (
        await client
          .get('/api/products')
          .qs({ _start: 0, _end: 30, _sort: 'brand', _order: 'ASC' })
          .bearerToken(token)
      )
        .body()
        .map((row: Row) => row.id)
    )
    assert.lengthOf(first, 15)
    assert.deepEqual([...first, ...second], both)
  })

  test('status filters draft or published; absent means all', async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const accountId = await demoAccountId()
    const count = async (status?: string) => {
      const query = db.from('products').where('account_id', accountId)
      if (status) query.where('status', status)
      return String((await query.count('* as total'))[0].total)
    }
    for (const status of ['draft', 'published']) {
      const response = await client.get('/api/products').qs({ status, _end: 30 }).bearerToken(token)
      assert.equal(response.header('x-total-count'), await count(status))
      assert.isTrue(response.body().every((row: Row) => row.status === status))
    }
    const all = await client.get('/api/products').bearerToken(token)
    assert.equal(all.header('x-total-count'), await count())
    assert.isAbove(Number(await count('draft')), 0)
  })

  test('price min and max are euros on the grade-A buy-back price; min > max gives nothing, not an error', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const accountId = await demoAccountId()
    const response = await client
      .get('/api/products')
      .qs({ priceMin: '100', priceMax: '200.5', _end: 100, _sort: 'buybackPriceGradeA' })
      .bearerToken(token)
    response.assertStatus(200)
    const [{ total }] = await db
      .from('products')
      .where('account_id', accountId)
      .whereBetween('buyback_price_grade_a', [10000, 20050])
      .count('* as total')
    assert.isAbove(Number(total), 0)
    assert.equal(response.header('x-total-count'), String(total))
    const prices = response.body().map((row: Row) => row.buybackPriceGradeA)
    assert.isTrue(prices.every((price: number) => price >= 10000 && price <= 20050))
    assert.deepEqual(
      prices,
      [...prices].sort((a: number, b: number) => a - b)
    )

    const inverted = await client.get('/api/products').qs({ priceMin: 300, priceMax: 100 }).bearerToken(token)
    inverted.assertStatus(200)
    assert.equal(inverted.header('x-total-count'), '0')
  })

  test('categoryId takes the category with its descendants', async ({ client, assert }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const smartphones = await Category.findByOrFail('identifier', 'smartphones')
    const ids = await subtreeIds('smartphones')
    assert.isAbove(ids.length, 1)
    const [{ total }] = await db.from('products').whereIn('category_id', ids).count('* as total')
    const response = await client
      .get('/api/products')
      .qs({ categoryId: smartphones.id, _end: 100 })
      .bearerToken(token)
    assert.equal(response.header('x-total-count'), String(total))
    assert.isTrue(response.body().every((row: Row) => ids.includes(row.category.id)))
    const leaf = await Category.findByOrFail('identifier', 'apple-iphone')
    const leafOnly = await client
      .get('/api/products')
      .qs({ categoryId: leaf.id, _end: 100 })
      .bearerToken(token)
    assert.isBelow(Number(leafOnly.header('x-total-count')), Number(total))
    assert.isTrue(leafOnly.body().every((row: Row) => row.category.id === leaf.id))
  })

  test('with a column chosen, q matches words of the label, trimmed, and combines with the other filters', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const response = await client
      .get('/api/products')
      .qs({ q: '  iphone 13 pro  ', status: 'published', _end: 100, _sort: 'label', _order: 'ASC' })
      .bearerToken(token)
    const labels: string[] = response.body().map((row: Row) => row.label)
    const expected = await db
      .from('products')
      .where('status', 'published')
      .whereILike('label', '%iphone 13 pro%')
      .count('* as total')
    assert.equal(response.header('x-total-count'), String(expected[0].total))
    assert.isAbove(labels.length, 0)
    assert.isTrue(labels.every((label) => /iPhone 13 Pro/.test(label)))
    const brandOnly = await client.get('/api/products').qs({ q: 'Samsung' }).bearerToken(token)
    assert.isAbove(Number(brandOnly.header('x-total-count')), 0)
    const none = await client.get('/api/products').qs({ q: 'zzzznothing' }).bearerToken(token)
    assert.equal(none.header('x-total-count'), '0')
  })

  test('without a column chosen, q ranks by relevance, forgives typos and keeps the other filters', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const ranked = await client
      .get('/api/products')
      .qs({ q: 'ipone 13', status: 'published', _start: 0, _end: 10, _sort: 'relevance', _order: 'ASC' })
      .bearerToken(token)
    ranked.assertStatus(200)
    const labels: string[] = ranked.body().map((row: Row) => row.label)
    assert.match(labels[0], /\biPhone 13\b/)
    assert.isTrue(ranked.body().every((row: Row) => row.status === 'published'))
    assert.isAbove(Number(ranked.header('x-total-count')), labels.length - 1)
    // The second page follows the first without overlap.
    const next = await client
      .get('/api/products')
      .qs({ q: 'ipone 13', status: 'published', _start: 10, _end: 20 })
      .bearerToken(token)
    const seen = new Set(ranked.body().map((row: Row) => row.id))
    assert.isFalse(next.body().some((row: Row) => seen.has(row.id)))
    // Another client's admin finds none of Demo Retail's products.
    const other = await client
      .get('/api/products')
      .qs({ q: 'iphone 13' })
      .bearerToken(await tokenOf(client, 'admin@other-retail.test'))
    const demo = await demoAccountId()
    const demoIds = new Set(
      (await db.from('products').where('account_id', demo).select('id')).map((row) => row.id)
    )
    assert.isFalse(other.body().some((row: Row) => demoIds.has(row.id)))
  })

  test('sorts on label, brand, category label, grade-A price and status, both ways', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const read = async (sort: string, order: string) =>
      (
        await client.get('/api/products').qs({ _sort: sort, _order: order, _end: 100 }).bearerToken(token)
      ).body() as Row[]
    const checks: [string, (row: Row) => string | number][] = [
      ['label', (row) => row.label],
      ['brand', (row) => row.brand ?? ''],
      ['category.label', (row) => row.category.label],
      ['buybackPriceGradeA', (row) => row.buybackPriceGradeA ?? 0],
      ['status', (row) => row.status],
    ]
    for (const [sort, value] of checks) {
      const [asc, desc] = [(await read(sort, 'ASC')).map(value), (await read(sort, 'DESC')).map(value)]
      assert.lengthOf(asc, 100)
      assert.isTrue(isOrdered(asc, 'ASC'), `${sort} ASC`)
      assert.isTrue(isOrdered(desc, 'DESC'), `${sort} DESC`)
      assert.notEqual(asc[0], desc[0], `${sort}: the two orders differ`)
    }
    const categories = new Set((await read('category.label', 'ASC')).map((row) => row.category.label))
    assert.isAbove(categories.size, 1)
  })

  test("another retailer's admin sees none of Demo Retail's products and gets 404 on one", async ({
    client,
    assert,
  }) => {
    const demo = await tokenOf(client, 'admin@demo-retail.test')
    const product: Row = (await client.get('/api/products').bearerToken(demo)).body()[0]
    const other = await tokenOf(client, 'admin@other-retail.test')
    const list = await client.get('/api/products').qs({ _end: 100 }).bearerToken(other)
    list.assertStatus(200)
    assert.equal(list.header('x-total-count'), '0')
    ;(await client.get(`/api/products/${product.id}`).bearerToken(other)).assertStatus(404)
    const byIds = await client.get(`/api/products?id=${product.id}`).bearerToken(other)
    assert.deepEqual(byIds.body(), [])
    ;(await client.get(`/api/products/${product.id}`).bearerToken(demo)).assertStatus(200)
  })

  test('a buyer sees the products of the categories it buys', async ({ client, assert }) => {
    const token = await tokenOf(client, 'buyer@demo-buyer.test')
    const response = await client.get('/api/products').qs({ _end: 5 }).bearerToken(token)
    response.assertStatus(200)
    const buyer = await db.from('accounts').where('common_name', 'Demo Buyer').select('id').first()
    const [{ total }] = await db
      .from('products')
      .whereIn('category_id', db.from('categories').select('id').where('buyer_account_id', buyer.id))
      .count('* as total')
    assert.isAbove(Number(total), 0)
    assert.equal(response.header('x-total-count'), String(total))
  })

  test('a store seller may list products but not create them', async ({ client }) => {
    const token = await tokenOf(client, 'seller@demo-retail.test')
    const response = await client.post('/api/products').bearerToken(token).json({ label: 'Test' })
    response.assertStatus(403)
    response.assertBodyContains({ code: 'forbidden' })
  })
})
