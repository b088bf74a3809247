import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Stock from '#models/stock'
import { fire } from '#services/status_transitions'

/**
 * The versioned update itself, without any race: a save made from a copy read before someone else's
 * save must be refused. SQLite serialises writers, so the "twenty at once" tests cannot tell a missing
 * `WHERE version = ?` from a present one there; these can, on both engines.
 */
test.group('Versioned update / a stale copy is refused', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a model saved from a copy read before another save: 409 conflict, the other save kept', async ({
    assert,
  }) => {
    const first = await Stock.query().orderBy('id').firstOrFail()
    const stale = await Stock.findOrFail(first.id)

    first.name = `${first.name} (A)`
    await first.save()
    assert.equal(first.version, stale.version + 1)

    stale.name = `${stale.name} (B)`
    await assert.rejects(() => stale.save(), /conflict/)
    const row = await db.from('stocks').where('id', first.id).firstOrFail()
    assert.equal(row.name, first.name)
    assert.equal(row.version, first.version)
  })

  test('a status fired from a copy read before another firing: 409 conflict, one history row', async ({
    assert,
  }) => {
    const row = await db.from('buybacks').where('status', 'bb_in_processing').orderBy('id').firstOrFail()
    const copy = () => ({ id: row.id, status: row.status, version: row.version, accountId: row.account_id })
    const fresh = copy()
    const stale = copy()
    const reminders = () =>
      db
        .from('status_history')
        .where({ subject_type: 'buyback', subject_id: row.id, event: 'proposal_reminded' })
    const before = (await reminders()).length

    await db.transaction((trx) => fire(trx, 'proposal_reminded', { buyback: fresh }, { kind: 'system' }))
    assert.equal(fresh.version, row.version + 1)

    await assert.rejects(
      () => db.transaction((trx) => fire(trx, 'proposal_reminded', { buyback: stale }, { kind: 'system' })),
      /conflict/
    )
    assert.lengthOf(await reminders(), before + 1)
    assert.equal((await db.from('buybacks').where('id', row.id).firstOrFail()).version, row.version + 1)
  })
})
