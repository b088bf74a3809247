import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Organization from '#models/organization'
import Stock from '#models/stock'
import { tokenOf } from '#tests/helpers/demo'

const MANAGER = 'wh.manager@demo-retail.test'
const workshop = (externalId: string) => Organization.findByOrFail('external_id', externalId)

type StockRow = { id: number; name: string; warehouseId: number | null; itemCount: number }

/** DESIGN §2: a workshop's people see their workshop's stocks and counts, never another site's. */
test.group('Stocks of a workshop', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("the Lille manager never sees Lyon's shelf, and cannot reach or create one", async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, MANAGER)
    const lyon = await workshop('DR-WH-LYS')
    const shelf = await Stock.create({
      accountId: lyon.accountId,
      warehouseId: lyon.id,
      name: 'Étagère Lyon',
    })

    const list = await client.get('/api/stocks').bearerToken(token).qs({ _start: 0, _end: 500 })
    list.assertStatus(200)
    const rows = list.body() as StockRow[]
    assert.isAbove(rows.length, 0)
    assert.isFalse(rows.some((row) => row.id === shelf.id || row.warehouseId === lyon.id))
    ;(await client.get(`/api/stocks/${shelf.id}`).bearerToken(token)).assertStatus(404)
    ;(
      await client.put(`/api/stocks/${shelf.id}`).bearerToken(token).json({ name: 'À moi', version: 1 })
    ).assertStatus(404)
    const created = await client
      .post('/api/stocks')
      .bearerToken(token)
      .json({ name: 'Étagère ailleurs', warehouseId: lyon.id })
    created.assertStatus(422)
    assert.properties(created.body().errors, ['warehouseId'])

    const options = await client.get('/api/items-stock/filter-options').bearerToken(token)
    const stockIds = (options.body().stocks as { id: number }[]).map((one) => one.id)
    assert.notInclude(stockIds, shelf.id)

    // The workshops' account-wide admin sees both sites' shelves.
    const admin = await tokenOf(client, 'admin@demo-retail.test')
    const all = await client
      .get('/api/stocks')
      .bearerToken(admin)
      .header('X-Module', 'rps')
      .qs({ _start: 0, _end: 500 })
    assert.include(
      (all.body() as StockRow[]).map((row) => row.id),
      shelf.id
    )
  })

  test("a shared stock counts the Lille manager's items only, the number his lists show", async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, MANAGER)
    const lille = await workshop('DR-WH-LIL')
    const lyon = await workshop('DR-WH-LYS')
    // The demo's native stocks are shared by both workshops, and hold items of each.
    const shared = await db
      .from('items')
      .join('stocks', 'stocks.id', 'items.stock_id')
      .whereNull('stocks.warehouse_id')
      .where('items.destination_warehouse_id', lyon.id)
      .select('stocks.id')
      .firstOrFail()

    const list = await client.get('/api/stocks').bearerToken(token).qs({ _start: 0, _end: 500 })
    const rows = list.body() as StockRow[]
    for (const row of rows) {
      const mine = await db
        .from('items')
        .where('stock_id', row.id)
        .where('destination_warehouse_id', lille.id)
        .count('* as total')
      assert.equal(row.itemCount, Number(mine[0].total), row.name)
      const items = await client
        .get('/api/items-stock')
        .bearerToken(token)
        .qs({ stockId: row.id, _start: 0, _end: 1 })
      assert.equal(row.itemCount, Number(items.header('x-total-count')), row.name)
    }
    const one = await client.get(`/api/stocks/${shared.id}`).bearerToken(token)
    assert.equal(one.body().itemCount, rows.find((row) => row.id === shared.id)!.itemCount)

    // Quarantine: the stock's count is the quarantine list's length.
    const quarantine = rows.find((row) => row.name === 'En quarantaine')!
    const held = await client
      .get('/api/quarantine')
      .bearerToken(token)
      .qs({ status: 'item_in_quarantine', _start: 0, _end: 1 })
    held.assertStatus(200)
    const inStock = await db
      .from('items')
      .where('stock_id', quarantine.id)
      .where('destination_warehouse_id', lille.id)
      .whereNot('status', 'item_in_quarantine')
      .count('* as total')
    assert.equal(quarantine.itemCount - Number(inStock[0].total), Number(held.header('x-total-count')))
  })
})
