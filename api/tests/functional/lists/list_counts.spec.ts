import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Product from '#models/product'
import { countOnce } from '#kept/list_totals'
import { tokenOf } from '#tests/helpers/demo'

const versionOf = async (name: string) =>
  Number((await db.from('list_versions').where('name', name).first())?.version ?? 0)

/** A data set of this test's own, which no table's triggers move: its version is moved by hand. */
const bump = (name: string) =>
  db
    .knexQuery()
    .table('list_versions')
    .insert({ name, version: 1 })
    .onConflict('name')
    .merge({ version: db.knexRawQuery('list_versions.version + 1') })

const demoAccountId = async () =>
  (await db.from('accounts').where('common_name', 'Demo Retail').firstOrFail()).id as number

const productCount = (accountId: number) =>
  db.from('products').where('account_id', accountId).count('* as total')

test.group('List totals kept per version', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a stored total is read back while its version holds, and recounted once it changes', async ({
    assert,
  }) => {
    const accountId = await demoAccountId()
    const name = `test-products:${accountId}`
    const real = Number((await productCount(accountId))[0].total)

    assert.equal(await countOnce(name, productCount(accountId), 0), real)
    const stored = await db.from('list_counts').where('name', name).firstOrFail()
    assert.equal(Number(stored.total), real)

    // Proof that the second answer comes from the stored row, not from a new count.
    await db
      .from('list_counts')
      .where('cache_key', stored.cache_key)
      .update({ total: real + 7 })
    assert.equal(await countOnce(name, productCount(accountId), 0), real + 7)

    await bump(name)
    assert.equal(await countOnce(name, productCount(accountId), 0), real)
  })

  test('a name search in a chosen column order keeps its total whatever its size, until a product write', async ({
    client,
    assert,
  }) => {
    const accountId = await demoAccountId()
    const token = await tokenOf(client, 'admin@demo-retail.test')
    // Without a chosen column the name search is ranked by relevance, its total counted with its page.
    const total = async () =>
      Number(
        (
          await client
            .get('/api/products')
            .qs({ q: 'iphone 13', _sort: 'label', _order: 'ASC' })
            .bearerToken(token)
        ).header('x-total-count')
      )
    const first = await total()
    assert.isAbove(first, 0)
    assert.isBelow(first, 1000)
    const kept = await db
      .from('list_counts')
      .where({ name: `products:${accountId}`, total: first })
      .firstOrFail()
    // Proof that the next answer comes from the kept row, not from a new count.
    await db
      .from('list_counts')
      .where('cache_key', kept.cache_key)
      .update({ total: first + 7 })
    assert.equal(await total(), first + 7)

    const product = await Product.query().where('account_id', accountId).firstOrFail()
    product.comment = 'changed'
    await product.save()
    assert.equal(await total(), first)
  })

  test('small totals are counted every time, never stored', async ({ assert }) => {
    const accountId = await demoAccountId()
    const name = `test-small:${accountId}`
    await countOnce(name, productCount(accountId))
    assert.isNull(await db.from('list_counts').where('name', name).first())
  })

  test('saving or deleting a product bumps the version of its account only', async ({ assert }) => {
    // A product no buy-back refers to, so that it can be deleted.
    const product = await Product.query()
      .whereNotIn('id', db.from('buybacks').select('product_id'))
      .firstOrFail()
    const own = `products:${product.accountId}`
    const other = `products:${product.accountId + 1}`
    const before = [await versionOf(own), await versionOf(other)]

    product.label = `${product.label} (updated)`
    await product.save()
    assert.deepEqual([await versionOf(own), await versionOf(other)], [before[0] + 1, before[1]])

    await db.table('list_counts').insert({ cache_key: 'k'.repeat(64), name: own, version: 0, total: 1 })
    await product.delete()
    assert.equal(await versionOf(own), before[0] + 2)
    assert.isNull(await db.from('list_counts').where('name', own).first())
  })

  test('a write rolled back leaves the version as it was', async ({ assert }) => {
    const product = await Product.query().firstOrFail()
    const before = await versionOf(`products:${product.accountId}`)
    await db
      .transaction(async (trx) => {
        product.useTransaction(trx)
        product.label = `${product.label} (rolled back)`
        await product.save()
        throw new Error('undo')
      })
      .catch(() => {})
    assert.equal(await versionOf(`products:${product.accountId}`), before)
  })
})
