import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Category from '#models/category'
import Product from '#models/product'
import { productSearch } from '#services/product_search/database_product_search'
import { countNewBuyback, refreshProductPopularity } from '#services/product_search/popularity'
import { sqlDateTime } from '#services/sql_time'

/**
 * A keyword search ranks its matches on the search index's rows alone, which carry a copy of the
 * product's status, category, label and popularity. The copies follow every writer, and the ranking on
 * them is the ranking on the products (the other criteria, a price bound here, still read the products).
 */
async function demoAccountId() {
  return (await db.from('accounts').where('common_name', 'Demo Retail').select('id').first()).id as number
}

async function indexCopies(productId: string) {
  const rows = await db
    .from('search_words')
    .where('product_id', productId)
    .select('status', 'category_id', 'popularity', 'label')
  return [
    ...new Set(
      rows.map((row) =>
        JSON.stringify([row.status, Number(row.category_id), Number(row.popularity), row.label])
      )
    ),
  ]
}

const KEYWORDS = [
  'iphone',
  'iphone 13',
  'galaxy s2',
  'samsung',
  'apple 512',
  'ipone 13 128 go',
  'noir',
  'pro',
  'x',
]

test.group('Products / search ranking on the index', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the index rows follow the status, category, label and popularity of their product', async ({
    assert,
  }) => {
    const accountId = await demoAccountId()
    const iphones = await Category.findByOrFail('identifier', 'apple-iphone')
    const other = await Category.query()
      .where('account_id', accountId)
      .whereNot('id', iphones.id)
      .firstOrFail()
    const product = await Product.create({
      accountId,
      categoryId: iphones.id,
      label: 'Quokkaphone Ultra',
      status: 'draft',
      tacCodes: [],
      isCollectingImei: false,
      buybackZeroNotAllowed: false,
    })
    assert.deepEqual(await indexCopies(product.id), [
      JSON.stringify(['draft', iphones.id, 0, 'Quokkaphone Ultra']),
    ])

    product.merge({ status: 'published', categoryId: other.id, label: 'Quokkaphone Max' })
    await product.save()
    assert.deepEqual(await indexCopies(product.id), [
      JSON.stringify(['published', other.id, 0, 'Quokkaphone Max']),
    ])

    await countNewBuyback(db.connection(), product.id)
    assert.deepEqual(await indexCopies(product.id), [
      JSON.stringify(['published', other.id, 1, 'Quokkaphone Max']),
    ])

    // The night's count: the buy-back counted above does not exist, two recent ones do.
    for (const [index, daysAgo] of [3, 20].entries()) {
      await db.table('buybacks').insert({
        identification_number: `98${String(index).padStart(11, '0')}`,
        account_id: accountId,
        product_id: product.id,
        status: 'bb_completed',
        channel: 'store',
        created_at: sqlDateTime(new Date(Date.now() - daysAgo * 86_400_000)),
        updated_at: sqlDateTime(),
      })
    }
    await refreshProductPopularity()
    assert.deepEqual(await indexCopies(product.id), [
      JSON.stringify(['published', other.id, 2, 'Quokkaphone Max']),
    ])
  })

  test('the storefront ranking on the index gives the order the products give', async ({ assert }) => {
    const accountId = await demoAccountId()
    const base = {
      accountId,
      status: 'published' as const,
      activeCategoriesOnly: true,
      page: 1,
      perPage: 500,
    }
    for (const keyword of KEYWORDS) {
      const onIndex = await productSearch.search({ ...base, keyword })
      // A price bound is answered by the products' rows: the same order, less the products without a price.
      const onProducts = await productSearch.search({ ...base, keyword, priceMin: 0 })
      const priced = onIndex.rows.filter((row) => row.buyback_price_grade_a !== null)
      assert.isAbove(onIndex.rows.length, 0, keyword)
      assert.deepEqual(
        priced.map((row) => row.id),
        onProducts.rows.map((row) => row.id),
        keyword
      )
      assert.equal(onIndex.total, onIndex.rows.length, keyword)
    }
  })

  test('a draft or a product of an inactive category is left out by its index rows', async ({ assert }) => {
    const accountId = await demoAccountId()
    const iphones = await Category.findByOrFail('identifier', 'apple-iphone')
    const product = await Product.create({
      accountId,
      categoryId: iphones.id,
      label: 'Zorblax Phone',
      status: 'published',
      tacCodes: [],
      isCollectingImei: false,
      buybackZeroNotAllowed: false,
    })
    const storefront = async () =>
      (
        await productSearch.search({
          accountId,
          keyword: 'zorblax',
          status: 'published',
          activeCategoriesOnly: true,
          page: 1,
          perPage: 10,
        })
      ).rows.map((row) => row.id)
    assert.deepEqual(await storefront(), [product.id])
    await db.from('categories').where('id', iphones.id).update({ status: 'inactive' })
    assert.deepEqual(await storefront(), [])
    await db.from('categories').where('id', iphones.id).update({ status: 'active' })
    product.status = 'draft'
    await product.save()
    assert.deepEqual(await storefront(), [])
  })
})
