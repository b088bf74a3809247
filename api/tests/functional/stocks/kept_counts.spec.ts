import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import Category from '#models/category'
import Organization from '#models/organization'
import { SCHEDULES } from '#jobs/schedule'
import { enteredSecondsSql, recountKeptCounts } from '#kept/counts'
import { signIn } from '#tests/functional/products/fixtures'
import { PRODUCT_HEADER, csv, importFile } from '#tests/functional/catalogue_imports/fixtures'
import { tokenOf } from '#tests/helpers/demo'

const ADMIN = 'admin@demo-retail.test'
const MANAGER = 'wh.manager@demo-retail.test'
const OPERATOR = 'operator@demo-retail.test'

const sqlite = () => db.connection().dialect.name.includes('sqlite')

/** The kept counts and the same counts taken from the rows, as comparable lines (zero rows left out). */
async function keptAndCounted() {
  const kept = await db
    .from('category_product_counts')
    .where((q) => q.where('product_count', '<>', 0).orWhere('published_product_count', '<>', 0))
    .orderBy('category_id')
  const counted = await db
    .from('products')
    .groupBy('category_id')
    .orderBy('category_id')
    .select('category_id')
    .count('* as total')
    .select(db.raw("SUM(CASE WHEN status = 'published' THEN 1 ELSE 0 END) as published"))
  const keptItems = await db
    .from('stock_item_counts')
    .where('item_count', '<>', 0)
    .orderBy(['stock_id', 'destination_warehouse_id'])
  const countedItems = await db
    .from('items')
    .whereNotNull('stock_id')
    .groupByRaw('stock_id, COALESCE(destination_warehouse_id, 0)')
    .orderByRaw('stock_id, COALESCE(destination_warehouse_id, 0)')
    .select('stock_id', db.raw('COALESCE(destination_warehouse_id, 0) as workshop'))
    .count('* as total')
    .select(db.raw('COUNT(stock_entered_at) as entered'))
    .select(db.raw(`SUM(${enteredSecondsSql(sqlite(), 'stock_entered_at')}) as seconds`))
  const keptStatuses = await db
    .from('item_status_counts')
    .where('item_count', '<>', 0)
    .orderBy(['destination_warehouse_id', 'status'])
  const countedStatuses = await db
    .from('items')
    .groupByRaw('COALESCE(destination_warehouse_id, 0), status')
    .orderByRaw('COALESCE(destination_warehouse_id, 0), status')
    .select('status', db.raw('COALESCE(destination_warehouse_id, 0) as workshop'))
    .count('* as total')
  return {
    kept: [
      ...kept.map((r) => `category ${r.category_id}: ${r.product_count}/${r.published_product_count}`),
      ...keptItems.map(
        (r) =>
          `stock ${r.stock_id}@${r.destination_warehouse_id}: ${r.item_count}/${r.entered_count}/${Number(r.entered_seconds)}`
      ),
      ...keptStatuses.map((r) => `${r.status}@${r.destination_warehouse_id}: ${r.item_count}`),
    ],
    counted: [
      ...counted.map((r) => `category ${r.category_id}: ${r.total}/${Number(r.published)}`),
      ...countedItems.map(
        (r) => `stock ${r.stock_id}@${r.workshop}: ${r.total}/${r.entered}/${Number(r.seconds)}`
      ),
      ...countedStatuses.map((r) => `${r.status}@${r.workshop}: ${r.total}`),
    ],
  }
}

async function assertExact(assert: any, after: string) {
  const { kept, counted } = await keptAndCounted()
  assert.deepEqual(kept, counted, `kept counts after ${after}`)
}

/** A category's own products, all and published, as kept. */
async function ownCounts(categoryId: number) {
  const row = await db.from('category_product_counts').where('category_id', categoryId).first()
  return [Number(row?.product_count ?? 0), Number(row?.published_product_count ?? 0)]
}

/** A stock's item count as the stocks list shows it to `token` in `module`. */
async function listedItemCount(client: ApiClient, token: string, stockId: number, module?: string) {
  const request = client.get(`/api/stocks/${stockId}`).bearerToken(token)
  if (module) request.header('X-Module', module)
  const response = await request
  response.assertStatus(200)
  return response.body().itemCount as number
}

const tokens: Record<string, string> = {}

test.group('Kept counts / products per category', (group) => {
  group.setup(async () => {
    Object.assign(tokens, await signIn([ADMIN]))
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('create, activation, move and delete change the counts in their request', async ({
    client,
    assert,
  }) => {
    const token = tokens[ADMIN]
    const iphone = await Category.findByOrFail('identifier', 'apple-iphone')
    const other = await Category.query()
      .where('account_id', iphone.accountId)
      .whereNot('id', iphone.id)
      .whereNotNull('parent_id')
      .firstOrFail()
    const [all, published] = await ownCounts(iphone.id)
    const [otherAll, otherPublished] = await ownCounts(other.id)

    const created = await client
      .post('/api/products')
      .bearerToken(token)
      .json({ label: 'Compté', categoryId: iphone.id })
    created.assertStatus(201)
    assert.deepEqual(await ownCounts(iphone.id), [all + 1, published])
    await assertExact(assert, 'a create')

    const product = created.body()
    const activated = await client
      .put(`/api/products/${product.id}`)
      .bearerToken(token)
      .json({ label: product.label, categoryId: iphone.id, status: 'published' })
    activated.assertStatus(200)
    assert.deepEqual(await ownCounts(iphone.id), [all + 1, published + 1])
    await assertExact(assert, 'an activation')

    const moved = await client
      .put(`/api/products/${product.id}`)
      .bearerToken(token)
      .json({ label: product.label, categoryId: other.id, status: 'published' })
    moved.assertStatus(200)
    assert.deepEqual(await ownCounts(iphone.id), [all, published])
    assert.deepEqual(await ownCounts(other.id), [otherAll + 1, otherPublished + 1])
    await assertExact(assert, 'a move')

    ;(await client.delete(`/api/products/${product.id}`).bearerToken(token)).assertStatus(200)
    assert.deepEqual(await ownCounts(other.id), [otherAll, otherPublished])
    await assertExact(assert, 'a delete')

    // The tree reads them: the category's own count is its products' count.
    const tree = await client.get('/api/categories/tree').bearerToken(token)
    tree.assertStatus(200)
    const find = (nodes: any[]): any =>
      nodes.map((node) => (node.id === iphone.id ? node : find(node.children))).find(Boolean)
    const node = find(tree.body())
    const below = await db
      .from('categories')
      .where('path', 'like', `${iphone.path}${iphone.id}/%`)
      .select('id')
    const expected = await db
      .from('products')
      .whereIn('category_id', [iphone.id, ...below.map((row) => row.id)])
      .count('* as total')
    assert.equal(node.productCount, Number(expected[0].total))
  })

  test('a catalogue import counts its products in its own transaction', async ({ client, assert }) => {
    const token = tokens[ADMIN]
    const iphone = await Category.findByOrFail('identifier', 'apple-iphone')
    const [all, published] = await ownCounts(iphone.id)
    const report = await importFile(
      client,
      token,
      iphone.accountId,
      csv(
        PRODUCT_HEADER,
        ';apple-iphone;Import Compté A;Apple;;;published;120.50;99,9',
        ';apple-iphone;Import Compté B;Apple;;;draft;10;'
      ),
      { strategy: 'create' }
    )
    assert.deepEqual(report.report.lines_count, { found: 2, inserted: 2, updated: 0, ignored: 0 })
    assert.deepEqual(await ownCounts(iphone.id), [all + 2, published + 1])
    await assertExact(assert, 'an import')
  })
})

test.group('Kept counts / items per stock and workshop', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('check-in, a move between stocks, a quarantine release and a return shipped keep them exact', async ({
    client,
    assert,
  }) => {
    const lille = await Organization.findByOrFail('external_id', 'DR-WH-LIL')
    const operator = await tokenOf(client, OPERATOR)
    const manager = await tokenOf(client, MANAGER)
    await assertExact(assert, 'the demo seed')

    // Check-in: an item in transit to Lille enters the native "to be verified" stock.
    const transit = await db
      .from('items')
      .join('buybacks', 'buybacks.id', 'items.buyback_id')
      .where('items.destination_warehouse_id', lille.id)
      .where('items.status', 'item_in_transit')
      .select('items.id', 'buybacks.identification_number as number')
      .orderBy('items.id')
      .firstOrFail()
    const toVerify = await db.from('stocks').where('native_kind', 'to_be_verified').firstOrFail()
    const before = await listedItemCount(client, manager, toVerify.id)
    ;(
      await client.post('/api/warehouse/checkins').bearerToken(operator).json({ code: transit.number })
    ).assertStatus(201)
    assert.equal(await listedItemCount(client, manager, toVerify.id), before + 1)
    await assertExact(assert, 'a check-in')

    // A move to another stock of the workshop.
    const item = await db.from('items').where('id', transit.id).firstOrFail()
    const stocks = await client.get(`/api/items-stock/${item.id}/stocks`).bearerToken(manager)
    const target = (stocks.body() as { id: number; current: boolean }[]).find((one) => !one.current)!
    const targetBefore = await listedItemCount(client, manager, target.id)
    ;(
      await client
        .post(`/api/items-stock/${item.id}/move`)
        .bearerToken(manager)
        .json({ stockId: target.id, version: item.version })
    ).assertStatus(200)
    assert.equal(await listedItemCount(client, manager, target.id), targetBefore + 1)
    assert.equal(await listedItemCount(client, manager, toVerify.id), before)
    await assertExact(assert, 'a move')

    // A quarantine release to a stock of the workshop.
    const held = await client
      .get('/api/quarantine')
      .bearerToken(manager)
      .qs({ status: 'item_in_quarantine', _start: 0, _end: 1 })
    const [one] = held.body() as { id: number }[]
    const [shelf] = (await client.get(`/api/quarantine/${one.id}/stocks`).bearerToken(manager)).body()
    ;(
      await client
        .post(`/api/quarantine/${one.id}/release`)
        .bearerToken(manager)
        .json({ confirmed: true, stockId: shelf.id, readyFrom: new Date().toISOString().slice(0, 10) })
    ).assertStatus(200)
    await assertExact(assert, 'a quarantine release')

    // Expedition: an item to return leaves its shelf.
    const done = await db
      .from('items')
      .join('buybacks', 'buybacks.id', 'items.buyback_id')
      .where('items.destination_warehouse_id', lille.id)
      .whereIn('items.status', [
        'item_completed',
        'item_completed_by_price',
        'item_completed_with_absorption',
      ])
      .whereNotNull('items.stock_id')
      .whereNotNull('buybacks.buyer_account_id')
      .select('items.id', 'items.stock_id', 'items.identification_number')
      .orderBy('items.id')
      .firstOrFail()
    const shelfBefore = await listedItemCount(client, manager, done.stock_id)
    await db.from('items').where('id', done.id).update({ status: 'item_to_return' })
    ;(
      await client
        .post('/api/expedition/returns')
        .bearerToken(operator)
        .json({ code: done.identification_number })
    ).assertStatus(201)
    assert.equal(await listedItemCount(client, manager, done.stock_id), shelfBefore - 1)
    await assertExact(assert, 'a return shipped')
  })

  test('a buy-back deleted with its item takes the item off its stock count', async ({ assert }) => {
    // A buy-back in the purchase register is never deleted (its entry holds it): one that has none.
    const item = await db
      .from('items')
      .whereNotNull('stock_id')
      .whereNotIn('buyback_id', db.from('purchase_register').select('buyback_id'))
      .orderBy('id')
      .firstOrFail()
    await db.from('buybacks').where('id', item.buyback_id).delete()
    assert.isNull(await db.from('items').where('id', item.id).first())
    await assertExact(assert, 'a buy-back deleted')
  })

  test('the quarantine total is the kept count, exact when a buy-back goes with its held item', async ({
    client,
    assert,
  }) => {
    const manager = await tokenOf(client, MANAGER)
    const heldTotal = async (qs: Record<string, unknown> = {}) => {
      const response = await client
        .get('/api/quarantine')
        .bearerToken(manager)
        .qs({ status: 'item_in_quarantine', _start: 0, _end: 1, ...qs })
      response.assertStatus(200)
      return { total: Number(response.header('x-total-count')), rows: response.body() as { id: number }[] }
    }
    const before = await heldTotal()
    const held = await db.from('items').where('id', before.rows[0].id).firstOrFail()

    // The cascade that MariaDB runs without the items' triggers.
    await db.from('buybacks').where('id', held.buyback_id).delete()
    assert.equal((await heldTotal()).total, before.total - 1)
    await assertExact(assert, 'a buy-back deleted with its held item')

    // A drift shows in the list until the nightly recount; a search counts its rows, never the kept sum.
    await db
      .from('item_status_counts')
      .where('destination_warehouse_id', held.destination_warehouse_id)
      .where('status', 'item_in_quarantine')
      .increment('item_count', 5)
    assert.equal((await heldTotal()).total, before.total + 4)
    assert.equal((await heldTotal({ buyback: 'no such buy-back' })).total, 0)
    assert.equal((await heldTotal({ q: 'no such number' })).total, 0)
    await recountKeptCounts()
    await assertExact(assert, 'the recount')
    assert.equal((await heldTotal()).total, before.total - 1)
  })

  test('the nightly recount repairs a drifted count; the stocks list shows the repaired one', async ({
    client,
    assert,
  }) => {
    const schedule = SCHEDULES.find((one) => one.name === 'kept_counts')
    assert.equal(schedule?.job, 'kept_counts')
    const manager = await tokenOf(client, MANAGER)
    const list = await client.get('/api/stocks').bearerToken(manager).qs({ _start: 0, _end: 500 })
    const shelf = (list.body() as { id: number; itemCount: number }[]).find((one) => one.itemCount > 0)!
    const category = await db.from('category_product_counts').where('product_count', '>', 0).firstOrFail()

    // Drift: counts written around the triggers (a restore, a manual fix, a cascade MariaDB did not see).
    await db.from('stock_item_counts').where('stock_id', shelf.id).increment('item_count', 7)
    await db
      .from('category_product_counts')
      .where('category_id', category.category_id)
      .update({ product_count: 0 })
    await db
      .table('stock_item_counts')
      .insert({ stock_id: shelf.id, destination_warehouse_id: 999999, item_count: 3 })
    const { kept, counted } = await keptAndCounted()
    assert.notDeepEqual(kept, counted)
    assert.isAbove(await listedItemCount(client, manager, shelf.id), shelf.itemCount)

    await recountKeptCounts()
    await assertExact(assert, 'the recount')
    assert.equal(await listedItemCount(client, manager, shelf.id), shelf.itemCount)
  })
})
