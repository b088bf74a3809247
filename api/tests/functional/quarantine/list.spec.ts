import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import Item from '#models/item'
import Buyback from '#models/buyback'
import { tokenOf } from '#tests/helpers/demo'

interface Row {
  id: number
  identificationNumber: string
  status: string
  buyback: { id: number; identificationNumber: string }
  stock: { id: number; name: string } | null
  workshop: { id: number; name: string } | null
  quarantinedAt: string | null
}

async function list(client: ApiClient, token: string, qs: Record<string, unknown>) {
  const response = await client
    .get('/api/quarantine')
    .bearerToken(token)
    .qs({ _start: 0, _end: 25, ...qs })
  response.assertStatus(200)
  return { rows: response.body() as Row[], total: Number(response.header('x-total-count')) }
}

const ids = (rows: Row[]) => rows.map((row) => row.id).sort((a, b) => a - b)

test.group('Quarantine / list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('rows carry their buy-back, stock and workshop; the total counts every status asked', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'wh.manager@demo-retail.test')
    const held = await list(client, token, { status: 'item_in_quarantine' })
    assert.isAbove(held.rows.length, 0)
    assert.equal(held.total, held.rows.length)

    const item = await Item.findOrFail(held.rows[0].id)
    const buyback = await Buyback.findOrFail(item.buybackId)
    const stock = await db.from('stocks').where('id', item.stockId!).firstOrFail()
    const workshop = await db.from('organizations').where('id', item.warehouseId!).firstOrFail()
    assert.deepInclude(held.rows[0], {
      identificationNumber: item.identificationNumber,
      buyback: { id: item.buybackId, identificationNumber: buyback.identificationNumber },
      stock: { id: stock.id, name: stock.name },
      workshop: { id: workshop.id, name: workshop.common_name },
    })

    // When it was put there: the instant of its last `quarantined` event, in UTC as ISO 8601 on either engine
    // (SQLite's zoneless text was read as the browser's local time).
    const dated = held.rows.find((row) => row.quarantinedAt !== null)!
    const event = await db
      .from('status_history')
      .where({ subject_type: 'item', subject_id: dated.id, event: 'quarantined' })
      .orderBy('id', 'desc')
      .firstOrFail()
    const written = String(
      event.created_at instanceof Date ? event.created_at.toISOString() : event.created_at
    )
    assert.match(dated.quarantinedAt!, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    assert.equal(dated.quarantinedAt!.slice(0, 19), written.replace(' ', 'T').slice(0, 19))

    // Both statuses listed together, each apart, never another one; the totals follow a release.
    const released = await list(client, token, { status: 'item_to_reintegrate_to_stock' })
    const both = await list(client, token, {})
    assert.equal(both.total, held.total + released.total)
    assert.deepEqual(ids(both.rows), ids([...held.rows, ...released.rows]))
    await Item.query().where('id', item.id).update({ status: 'item_to_reintegrate_to_stock' })
    assert.equal(
      (await list(client, token, { status: 'item_to_reintegrate_to_stock' })).total,
      released.total + 1
    )
    assert.equal((await list(client, token, { status: 'item_in_quarantine' })).total, held.total - 1)
    assert.equal((await list(client, token, { status: 'item_in_transit' })).total, 0)
  })

  test('the search finds an item by its number or its buy-back number, and the buy-back filter by id', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'wh.manager@demo-retail.test')
    const [row] = (await list(client, token, { status: 'item_in_quarantine' })).rows
    const byItem = await list(client, token, { q: row.identificationNumber.slice(-6) })
    assert.deepEqual(ids(byItem.rows), [row.id])
    assert.equal(byItem.total, 1)
    const byBuyback = await list(client, token, { q: row.buyback.identificationNumber.slice(-7) })
    assert.include(ids(byBuyback.rows), row.id)
    assert.equal(byBuyback.total, byBuyback.rows.length)
    const byId = await list(client, token, { buyback: String(row.buyback.id) })
    assert.deepEqual(ids(byId.rows), [row.id])
    assert.equal((await list(client, token, { q: 'no-such-number' })).total, 0)
  })
})
