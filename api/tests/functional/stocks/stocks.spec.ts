import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { tokenOf } from '#tests/helpers/demo'
import { validationRefusal } from '#tests/helpers/validation'
import { OrganizationFactory, readyClient, StockFactory, tokenFor } from '#tests/helpers/factories'

test.group('Stocks', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the workshop manager lists stocks with their item count and average age', async ({
    client,
    assert,
  }) => {
    const response = await client
      .get('/api/stocks?_start=0&_end=50&_sort=itemCount&_order=DESC')
      .bearerToken(await tokenOf(client, 'wh.manager@demo-retail.test'))
    response.assertStatus(200)
    const [first] = response.body()
    const lille = await db.from('organizations').where('external_id', 'DR-WH-LIL').firstOrFail()
    const expected = await db
      .from('items')
      .where('stock_id', first.id)
      .where('destination_warehouse_id', lille.id)
      .count('* as total')
    assert.equal(first.itemCount, Number(expected[0].total))
    assert.isTrue(response.body().some((row: { native: boolean }) => row.native))
    assert.isTrue(first.averageAgeDays === null || first.averageAgeDays >= 0)
  })

  test('a stock name is at most 255 characters and unique in the account', async ({ client }) => {
    const ready = await readyClient()
    const token = await tokenFor(ready.users.manager)
    const [existing] = ready.stocks
    const taken = await client
      .post('/api/stocks')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ name: existing.name })
    taken.assertStatus(422)
    taken.assertBody(validationRefusal(taken, { errors: { name: 'Name already taken.' } }))
    const long = await client
      .post('/api/stocks')
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ name: 'x'.repeat(256) })
    long.assertBody(
      validationRefusal(long, { errors: { name: 'The name field must be at most 255 characters long.' } })
    )
    const created = await client.post('/api/stocks').bearerToken(token).json({ name: 'Étagère B12' })
    created.assertStatus(201)
    const options = await client.get('/api/stocks/form-options').bearerToken(token)
    options.assertStatus(200)
    options.assertBodyContains({ warehouses: [{ commonName: ready.workshop.commonName }] })
    created.assertBodyContains({ name: 'Étagère B12', native: false, itemCount: 0 })
  })

  test('a native stock cannot be renamed or deleted; a stock in use cannot be deleted', async ({
    client,
  }) => {
    const ready = await readyClient()
    const token = await tokenFor(ready.users.manager)
    const native = ready.stocks.find((stock) => stock.nativeKind)!
    const renamed = await client
      .put(`/api/stocks/${native.id}`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ name: 'Autre nom' })
    renamed.assertStatus(409)
    renamed.assertBody({
      code: 'stock_native_locked',
      message: 'A default stock cannot be renamed or deleted.',
    })
    ;(await client.delete(`/api/stocks/${native.id}`).bearerToken(token)).assertStatus(409)

    // A stock of its own holding an item, then one tied to a refurb step: neither can be deleted.
    const holding = (await client.post('/api/stocks').bearerToken(token).json({ name: 'Occupé' })).body()
    const item = await db.from('items').orderBy('id').firstOrFail()
    await db.from('items').where('id', item.id).update({ stock_id: holding.id })
    const withItem = await client.delete(`/api/stocks/${holding.id}`).bearerToken(token)
    withItem.assertStatus(409)
    withItem.assertBodyContains({ code: 'stock_in_use' })
    const step = await db.from('refurb_steps').orderBy('id').firstOrFail()
    await db.from('items').where('id', item.id).update({ stock_id: item.stock_id })
    await db.from('refurb_steps').where('id', step.id).update({ stock_id: holding.id })
    const withStep = await client.delete(`/api/stocks/${holding.id}`).bearerToken(token)
    withStep.assertStatus(409)
    withStep.assertBodyContains({ code: 'stock_in_use' })
    const empty = await client.post('/api/stocks').bearerToken(token).json({ name: 'Vide' })
    ;(await client.delete(`/api/stocks/${empty.body().id}`).bearerToken(token)).assertStatus(200)
  })

  test("only holders of stock_manage reach stocks, and only their own account's", async ({
    client,
    assert,
  }) => {
    const ready = await readyClient()
    const [stock] = ready.stocks
    const manager = await tokenFor(ready.users.manager)
    ;(await client.get(`/api/stocks/${stock.id}`).bearerToken(manager)).assertStatus(200)
    // Another client's workshop manager holds stock_manage too: only the stock's account stops it.
    const other = await tokenFor((await readyClient()).users.manager)
    ;(await client.get(`/api/stocks/${stock.id}`).bearerToken(other)).assertStatus(404)
    ;(await client.get('/api/stocks').bearerToken(await tokenFor(ready.users.seller))).assertStatus(403)

    // The manager sees the account's shared stocks and his workshop's, not another workshop's.
    const { account } = ready
    const shared = await StockFactory.merge({ accountId: account.id, warehouseId: null }).create()
    const own = await StockFactory.merge({ accountId: account.id, warehouseId: ready.workshop.id }).create()
    const elsewhere = await OrganizationFactory.apply('warehouse').merge({ accountId: account.id }).create()
    await StockFactory.merge({ accountId: account.id, warehouseId: elsewhere.id }).create()
    const list = await client.get('/api/stocks?_start=0&_end=500').bearerToken(manager)
    assert.sameMembers(
      list.body().map((row: { id: number }) => row.id),
      [...ready.stocks, shared, own].map((one) => one.id)
    )
  })
})
