import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { tokenOf } from '#tests/helpers/demo'
import { submit } from '#tests/helpers/verification'
import { startApiProcesses } from '#tests/helpers/api_processes'
import { OPERATOR, copiesInTransit, readyToVerify } from '#tests/helpers/purchase_register'

/**
 * Twenty verifications completing twenty buy-backs at once, dealt between the test's server and another API
 * process, each request on its own connection (outside the global transaction, so that on MySQL the
 * transactions really contend for the counter rows): every buy-back gets its entry, and every register's
 * numbers run from 1 without a gap or a double. Entries are never deleted, so they stay, on copies of the
 * demo's parcels.
 */
test.group('Purchase register / at once, across processes', () => {
  test('20 parallel completions: 20 entries, numbers without gaps', async ({ client, assert }) => {
    const processes = await startApiProcesses(1)
    try {
      const token = await tokenOf(client, OPERATOR)
      const items = [...(await copiesInTransit(14, 'store')), ...(await copiesInTransit(6, 'web'))]
      assert.lengthOf(items, 20)
      const bodies: Awaited<ReturnType<typeof readyToVerify>>[] = []
      for (const item of items) bodies.push(await readyToVerify(client, token, item))
      const responses = await Promise.all(
        items.map((item, index) =>
          submit(
            client,
            token,
            item.id,
            { ...bodies[index], imei: item.imei },
            processes.urls[index % processes.urls.length]
          )
        )
      )
      assert.deepEqual(
        responses.map((response) => response.status()),
        items.map(() => 201),
        processes.output()
      )
      const entries = await db
        .from('purchase_register')
        .whereIn(
          'buyback_id',
          items.map((item) => item.buyback_id)
        )
        .where('kind', 'purchase')
      assert.lengthOf(entries, 20)
      const keys = [...new Set(entries.map((entry) => entry.register_key))]
      assert.isAbove(keys.length, 1)
      for (const key of keys) {
        const numbers = (await db.from('purchase_register').where('register_key', key).orderBy('number')).map(
          (entry) => Number(entry.number)
        )
        assert.deepEqual(
          numbers,
          Array.from({ length: numbers.length }, (_, index) => index + 1),
          key
        )
      }
    } finally {
      await processes.stop()
    }
  }).timeout(180_000)
})
