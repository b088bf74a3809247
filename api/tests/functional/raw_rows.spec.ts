import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Account from '#models/account'
import { rawRows } from '#services/raw_rows'

const SQL = 'select id, common_name, created_at from accounts where id >= ? and common_name <> ? order by id'

test.group('Raw rows (through the driver)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("answers the rows Lucid's raw query answers, values and types alike", async ({ assert }) => {
    const bindings = [1, 'nobody']
    const result = await db.rawQuery(SQL, bindings)
    const lucid = Array.isArray(result[0]) ? result[0] : result
    const rows = await rawRows(SQL, bindings)
    assert.isAbove(rows.length, 1)
    assert.deepEqual(rows, lucid)
  })

  test("runs on the tests' transaction, as every query does: sees what it wrote", async ({ assert }) => {
    const account = await Account.firstOrFail()
    await Account.query().where('id', account.id).update({ common_name: 'Written in the transaction' })
    const [row] = await rawRows<{ common_name: string }>('select common_name from accounts where id = ?', [
      account.id,
    ])
    assert.equal(row.common_name, 'Written in the transaction')
  })

  test("tells knex's query listeners its statement, as knex does (statements are counted there)", async ({
    assert,
  }) => {
    const seen: { sql: string; bindings: unknown[] }[] = []
    const listener = (query: { sql: string; bindings: unknown[] }) => seen.push(query)
    const knex = db.connection().getWriteClient()
    knex.on('query', listener)
    try {
      await rawRows(SQL, [1, 'nobody'])
    } finally {
      knex.off('query', listener)
    }
    assert.deepEqual(
      seen.map(({ sql, bindings }) => ({ sql, bindings })),
      [{ sql: SQL, bindings: [1, 'nobody'] }]
    )
  })

  test('one statement after another, and several at once, each get their own rows', async ({ assert }) => {
    const ids = (await rawRows<{ id: number }>('select id from accounts order by id')).map((row) => row.id)
    const each = await Promise.all(
      ids.map((id) => rawRows<{ id: number }>('select id from accounts where id = ?', [id]))
    )
    assert.deepEqual(
      each.map(([row]) => row.id),
      ids
    )
  })
})
