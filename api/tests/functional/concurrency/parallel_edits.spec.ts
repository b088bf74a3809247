import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import Stock from '#models/stock'
import { tokenOf } from '#tests/helpers/demo'

/**
 * Twenty people save the same form at once (DESIGN.md §7): the version check and the write are one
 * statement, so exactly one save lands and the nineteen others are refused with 409 `conflict`. Run
 * outside the tests' global transaction, so that on MySQL each request holds its own connection and row
 * locks, as in production; the rows made here are removed afterwards.
 */
const PARALLEL = 20

async function saveAtOnce(send: () => Promise<{ status(): number }>) {
  const statuses = (await Promise.all(Array.from({ length: PARALLEL }, send))).map((r) => r.status())
  return {
    saved: statuses.filter((status) => status === 200).length,
    conflicts: statuses.filter((status) => status === 409).length,
  }
}

async function newStock(client: ApiClient, token: string, name: string) {
  const created = await client.post('/api/stocks').bearerToken(token).json({ name })
  created.assertStatus(201)
  return created.body() as { id: number; version: number; name: string }
}

test.group('Concurrent edits / twenty at once', () => {
  test('a stock form saved 20 times at once with one version: 1 saved, 19 conflicts', async ({
    client,
    assert,
    cleanup,
  }) => {
    const token = await tokenOf(client, 'wh.manager@demo-retail.test')
    const stock = await newStock(client, token, `Étagère parallèle ${Date.now()}`)
    cleanup(async () => {
      await db.from('stocks').where('id', stock.id).delete()
    })

    let n = 0
    const result = await saveAtOnce(() =>
      client
        .put(`/api/stocks/${stock.id}`)
        .bearerToken(token)
        .json({ ...stock, name: `${stock.name} ${++n}` })
    )
    assert.deepEqual(result, { saved: 1, conflicts: PARALLEL - 1 })
    const row = await db.from('stocks').where('id', stock.id).first()
    assert.equal(row.version, stock.version + 1)
  })

  test('a buy-back correction sent 20 times at once with one version: 1 saved, 19 conflicts', async ({
    client,
    assert,
    cleanup,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const row = await db.from('buybacks').where('status', 'bb_in_transit').orderBy('id').firstOrFail()
    cleanup(async () => {
      await db.from('buybacks').where('id', row.id).update({ comment: row.comment, version: row.version })
    })
    const loaded = (await client.get(`/api/buybacks/${row.id}`).bearerToken(token)).body()

    let n = 0
    const result = await saveAtOnce(() =>
      client
        .patch(`/api/buybacks/${row.id}`)
        .bearerToken(token)
        .json({ comment: `Correction ${++n}`, version: loaded.version })
    )
    assert.deepEqual(result, { saved: 1, conflicts: PARALLEL - 1 })
    assert.equal((await db.from('buybacks').where('id', row.id).first()).version, loaded.version + 1)
  })

  test('20 copies of one row read before any save: 1 saved, 19 refused by the version check', async ({
    client,
    assert,
    cleanup,
  }) => {
    const token = await tokenOf(client, 'wh.manager@demo-retail.test')
    const { id, version } = await newStock(client, token, `Étagère copies ${Date.now()}`)
    cleanup(async () => {
      await db.from('stocks').where('id', id).delete()
    })

    const copies = await Promise.all(Array.from({ length: PARALLEL }, () => Stock.findOrFail(id)))
    const outcomes = await Promise.allSettled(
      copies.map((copy, index) => copy.merge({ location: `Allée ${index}` }).save())
    )
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected')
    assert.equal(outcomes.length - refused.length, 1)
    assert.lengthOf(refused, PARALLEL - 1)
    for (const outcome of refused) {
      assert.equal((outcome as PromiseRejectedResult).reason.code, 'conflict')
    }
    assert.equal((await db.from('stocks').where('id', id).first()).version, version + 1)
  })
})
