import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Organization from '#models/organization'
import User from '#models/user'
import { tokenOf } from '#tests/helpers/demo'
import { otherRetailerRunningWorkshops } from '#tests/helpers/route_access'

const OPERATOR = 'operator@demo-retail.test'
const MANAGER = 'wh.manager@demo-retail.test'

const workshop = (externalId: string) => Organization.findByOrFail('external_id', externalId)

type Row = {
  id: number
  identificationNumber: string
  status: string
  stock: { id: number; name: string } | null
  workshop: { id: number; name: string } | null
  buyback: { id: number; identificationNumber: string }
  purchasingPrice: number | null
  version: number
}

test.group('Items in stock', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("the list shows the caller's workshop's shelves only, filtered and sorted on the server", async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const lille = await workshop('DR-WH-LIL')
    const lyon = await workshop('DR-WH-LYS')
    const response = await client.get('/api/items-stock').bearerToken(token).qs({ _start: 0, _end: 200 })
    response.assertStatus(200)
    const rows = response.body() as Row[]
    assert.isAbove(rows.length, 0)
    const total = Number(response.header('x-total-count'))
    const expected = await db
      .from('items')
      .where('destination_warehouse_id', lille.id)
      .whereNotNull('stock_id')
      .count('* as total')
    assert.equal(total, Number(expected[0].total))
    assert.isTrue(rows.every((row) => row.stock !== null))
    const lyonItems = await db.from('items').where('destination_warehouse_id', lyon.id).select('id')
    assert.isFalse(rows.some((row) => lyonItems.some((item) => item.id === row.id)))

    const one = rows[0]!
    const byCode = await client
      .get('/api/items-stock')
      .bearerToken(token)
      .qs({ itemCode: one.identificationNumber })
    assert.deepEqual(
      (byCode.body() as Row[]).map((row) => row.id),
      [one.id]
    )
    const byBuyback = await client
      .get('/api/items-stock')
      .bearerToken(token)
      .qs({ buybackCode: one.buyback.identificationNumber })
    assert.deepEqual(
      (byBuyback.body() as Row[]).map((row) => row.id),
      [one.id]
    )
    const byStatusAndStock = await client
      .get('/api/items-stock')
      .bearerToken(token)
      .qs({ status: one.status, stockId: one.stock!.id, _start: 0, _end: 200 })
    assert.isTrue(
      (byStatusAndStock.body() as Row[]).every(
        (row) => row.status === one.status && row.stock!.id === one.stock!.id
      )
    )
    assert.include(
      (byStatusAndStock.body() as Row[]).map((row) => row.id),
      one.id
    )

    const priced = rows.filter((row) => row.purchasingPrice !== null)
    if (priced.length) {
      const floor = priced[0]!.purchasingPrice! / 100
      const above = await client
        .get('/api/items-stock')
        .bearerToken(token)
        .qs({ priceMin: floor, _sort: 'purchasingPrice', _order: 'ASC', _start: 0, _end: 200 })
      const prices = (above.body() as Row[]).map((row) => row.purchasingPrice!)
      assert.isTrue(prices.every((price) => price >= priced[0]!.purchasingPrice!))
      assert.deepEqual(
        prices,
        [...prices].sort((a, b) => a - b)
      )
    }

    // A store seller has no items-stock screen.
    const seller = await tokenOf(client, 'seller@demo-retail.test')
    ;(await client.get('/api/items-stock').bearerToken(seller)).assertStatus(403)
  })

  test('an item is moved to another stock of its workshop with its history row; a stale page gets 409', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, MANAGER)
    const manager = await User.findByOrFail('email', MANAGER)
    const list = await client.get('/api/items-stock').bearerToken(token).qs({ _start: 0, _end: 1 })
    const row = (list.body() as Row[])[0]!
    const stocks = await client.get(`/api/items-stock/${row.id}/stocks`).bearerToken(token)
    stocks.assertStatus(200)
    const target = (stocks.body() as { id: number; name: string; current: boolean }[]).find(
      (stock) => !stock.current
    )!

    const moved = await client
      .post(`/api/items-stock/${row.id}/move`)
      .bearerToken(token)
      .json({ stockId: target.id, version: row.version })
    moved.assertStatus(200)
    moved.assertBodyContains({ stock: { id: target.id } })
    const item = await db.from('items').where('id', row.id).firstOrFail()
    assert.equal(item.stock_id, target.id)
    assert.equal(item.version, row.version + 1)

    const details = await client.get(`/api/items-stock/${row.id}`).bearerToken(token)
    details.assertStatus(200)
    const last = details.body().history.at(-1)
    assert.include(last, { event: 'moved_to_stock', comment: target.name, from: row.status, to: row.status })
    assert.equal(last.by, `${manager.firstname} ${manager.lastname}`)
    assert.properties(details.body().economics, [
      'purchasingPrice',
      'totalPlannedCost',
      'completedStepCost',
      'remainingCost',
    ])
    assert.isArray(details.body().verifications)
    assert.isArray(details.body().refurbDiagnoses)
    assert.isArray(details.body().stepHistory)

    const stale = await client
      .post(`/api/items-stock/${row.id}/move`)
      .bearerToken(token)
      .header('Accept-Language', 'en')
      .json({ stockId: row.stock!.id, version: row.version })
    stale.assertStatus(409)
    stale.assertBodyContains({ code: 'conflict' })

    const same = await client
      .post(`/api/items-stock/${row.id}/move`)
      .bearerToken(token)
      .json({ stockId: target.id, version: row.version + 1 })
    same.assertStatus(422)
    same.assertBodyContains({ code: 'items_stock_same_stock' })

    // An operator reads the shelves but does not move items.
    const operator = await tokenOf(client, OPERATOR)
    ;(
      await client
        .post(`/api/items-stock/${row.id}/move`)
        .bearerToken(operator)
        .json({ stockId: row.stock!.id, version: row.version + 1 })
    ).assertStatus(403)
  })

  test("another workshop's or retailer's item is not found", async ({ client, assert }) => {
    const token = await tokenOf(client, OPERATOR)
    const lyon = await workshop('DR-WH-LYS')
    const theirs = await db
      .from('items')
      .where('destination_warehouse_id', lyon.id)
      .whereNotNull('stock_id')
      .firstOrFail()
    ;(await client.get(`/api/items-stock/${theirs.id}`).bearerToken(token)).assertStatus(404)
    // Another retailer's admin running workshops too holds every permission these routes need: only the
    // item's account keeps it out.
    const other = await otherRetailerRunningWorkshops(client)
    for (const [method, path] of [
      ['GET', `/api/items-stock/${theirs.id}`],
      ['GET', `/api/items-stock/${theirs.id}/stocks`],
      ['POST', `/api/items-stock/${theirs.id}/move`],
    ] as const) {
      const response = await client
        .request(path, method)
        .bearerToken(other)
        .header('X-Module', 'rps')
        .json({ stockId: theirs.stock_id, version: theirs.version })
      assert.equal(response.status(), 404, `${method} ${path}`)
    }
    assert.equal((await db.from('items').where('id', theirs.id).first()).stock_id, theirs.stock_id)
  })
})

test.group('The life of a device', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an IMEI or serial number gives every buy-back of the device and what happened to it', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const lille = await workshop('DR-WH-LIL')
    const [first, second] = await db
      .from('buybacks')
      .where('warehouse_id', lille.id)
      .whereIn('status', ['bb_in_processing', 'bb_completed'])
      .orderBy('id')
      .limit(2)
    await db.from('buybacks').whereIn('id', [first.id, second.id]).update({ imei: '353879234252633' })
    await db.from('buybacks').where('id', second.id).update({ serial_number: 'F2LXK0ABCD' })

    const byImei = await client.get('/api/devices/353879234252633/life').bearerToken(token)
    byImei.assertStatus(200)
    assert.sameMembers(
      byImei.body().buybacks.map((one: { id: number }) => one.id),
      [first.id, second.id]
    )
    const timeline = byImei.body().timeline as { kind: string; at: string; buybackNumber: string }[]
    assert.isAbove(timeline.length, 2)
    assert.deepEqual(
      timeline.map((one) => one.at),
      [...timeline.map((one) => one.at)].sort()
    )
    // One line per moment: the buy-back's and its item's moves of one second make one line with both.
    type StatusLine = { kind: string; at: string; buybackNumber: string; changes: { subject: string }[] }
    const moves = (timeline as StatusLine[]).filter((one) => one.kind === 'status')
    const moments = moves.map((one) => `${one.buybackNumber}|${one.at.slice(0, 19)}`)
    assert.lengthOf(new Set(moments), moments.length)
    assert.isTrue(
      moves.some((one) => one.changes.some((change) => change.subject === 'item') && one.changes.length > 1)
    )
    assert.includeMembers(
      [...new Set(timeline.map((one) => one.buybackNumber))],
      [first.identification_number, second.identification_number]
    )

    const bySerial = await client.get('/api/devices/F2LXK0ABCD/life').bearerToken(token)
    assert.deepEqual(
      bySerial.body().buybacks.map((one: { id: number }) => one.id),
      [second.id]
    )
    // Another retailer running workshops reads device lives, and sees nothing of this one.
    const other = await otherRetailerRunningWorkshops(client)
    const theirs = await client
      .get('/api/devices/353879234252633/life')
      .bearerToken(other)
      .header('X-Module', 'rps')
    theirs.assertStatus(200)
    assert.lengthOf(theirs.body().buybacks, 0)
  })
})
