import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { tokenOf } from '#tests/helpers/demo'
import { startApiProcesses } from '#tests/helpers/api_processes'
import { LILLE, OPERATOR, diagnose, itemAt, stepsAt } from '#tests/helpers/refurb'
import { declared, submit } from '#tests/helpers/verification'

/**
 * Races between API processes on one database, as `npm start` runs them on one SQLite file (WAL) and
 * several instances on one MySQL: the requests of each race are dealt round robin to the test's server and
 * two more API processes, each with its own connection, so that transactions really contend for the write
 * lock. Exactly one request of each race wins, the others are refused with 409, and none answers 500
 * (SQLITE_BUSY / SQLITE_BUSY_SNAPSHOT before transactions took the write lock when they began).
 * Outside the global transaction: what the races commit is put back afterwards.
 */
const EXTRA_PROCESSES = 2

type Cleanup = (handler: () => Promise<void>) => void

/** Puts rows back as they are now, and removes what is added after now to the append-only tables. */
async function restoredAfter(cleanup: Cleanup, rows: [string, number][], appended: string[]) {
  const before = await Promise.all(
    rows.map(async ([table, id]) => [table, await db.from(table).where('id', id).firstOrFail()] as const)
  )
  const lastIds = await Promise.all(
    appended.map(async (table) => [table, (await db.from(table).max('id as id').first()).id ?? 0] as const)
  )
  cleanup(async () => {
    for (const [table, lastId] of lastIds) await db.from(table).where('id', '>', lastId).delete()
    for (const [table, { id, ...columns }] of before) await db.from(table).where('id', id).update(columns)
  })
}

/** The answers of a race: how many won (`won`), were refused with 409, and answered 500 or more. */
function tally(statuses: number[], won: number) {
  return {
    won: statuses.filter((status) => status === won).length,
    refused: statuses.filter((status) => status === 409).length,
    failed: statuses.filter((status) => status >= 500).length,
  }
}

let urls: string[] = []
const dealt = <T>(count: number, send: (base: string) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => send(urls[index % urls.length]!)))

test.group('Concurrency / several API processes on one database', (group) => {
  group.setup(async () => {
    const processes = await startApiProcesses(EXTRA_PROCESSES)
    urls = processes.urls
    return () => processes.stop()
  })

  test('a failed payment relaunched 20 times at once, 10 rounds: 1 relaunch and 19 × 409 each, no 500', async ({
    client,
    assert,
    cleanup,
  }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    const failed = await db
      .from('payments')
      .join('buybacks', 'buybacks.id', 'payments.buyback_id')
      .join('accounts', 'accounts.id', 'buybacks.account_id')
      .where('accounts.common_name', 'Demo Retail')
      .where('payments.status', 'payment_failed')
      .orderBy('payments.id')
      .select('payments.id', 'payments.buyback_id')
      .firstOrFail()
    await restoredAfter(
      cleanup,
      [
        ['payments', failed.id],
        ['buybacks', failed.buyback_id],
      ],
      ['status_history', 'jobs']
    )

    const rounds = []
    for (let round = 0; round < 10; round++) {
      await db.from('payments').where('id', failed.id).update({ status: 'payment_failed' })
      const answers = await dealt(20, (base) =>
        client.post(`${base}/api/payments/${failed.id}/relaunch`).bearerToken(token)
      )
      rounds.push(
        tally(
          answers.map((answer) => answer.status()),
          200
        )
      )
    }
    assert.deepEqual(
      rounds,
      rounds.map(() => ({ won: 1, refused: 19, failed: 0 }))
    )
    const relaunched = await db
      .from('status_history')
      .where({ subject_type: 'payment', subject_id: failed.id, event: 'payment_relaunched' })
    assert.isAtLeast(relaunched.length, 10)
  }).timeout(120_000)

  test('one refurb step acted on 50 times at once: 1 success and 49 × 409, no 500', async ({
    client,
    assert,
    cleanup,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const row = await itemAt(LILLE, undefined, 5)
    await restoredAfter(cleanup, [['items', row.id]], ['status_history', 'jobs'])
    cleanup(async () => {
      await db.from('item_refurb_steps').where('item_id', row.id).delete()
      await db.from('item_refurb_diagnoses').where('item_id', row.id).delete()
    })
    const [definition] = await stepsAt(LILLE)
    const { steps, item } = await diagnose(client, token, row.id, { steps: [definition!.id] })
    const step = steps[0]!

    const answers = await dealt(50, (base) =>
      client
        .post(`${base}/api/item-refurb-steps/${step.id}/start`)
        .bearerToken(token)
        .json({ version: step.version, stockId: item.stock.id })
    )
    const statuses = answers.map((answer) => answer.status())
    assert.deepEqual(tally(statuses, 200), { won: 1, refused: 49, failed: 0 }, statuses.join(','))
    const stored = await db.from('item_refurb_steps').where('id', step.id).firstOrFail()
    assert.deepEqual([stored.status, stored.version], ['in_progress', step.version + 1])
  }).timeout(120_000)

  test('one item verified 20 times at once: 1 verification and 19 × 409, no 500', async ({
    client,
    assert,
    cleanup,
  }) => {
    const token = await tokenOf(client, OPERATOR)
    const row = await itemAt(LILLE, ['item_in_transit'], 4)
    const payment = await db.from('payments').where('buyback_id', row.buyback_id).first()
    await restoredAfter(
      cleanup,
      [['items', row.id], ['buybacks', row.buyback_id], ...(payment ? [['payments', payment.id]] : [])] as [
        string,
        number,
      ][],
      ['status_history', 'jobs']
    )
    cleanup(async () => {
      await db.from('item_verifications').where('item_id', row.id).delete()
    })
    ;(
      await client
        .post('/api/warehouse/checkins')
        .bearerToken(token)
        .json({ code: row.identification_number })
    ).assertStatus(201)
    const { form, answers } = await declared(client, token, { id: row.id })

    const responses = await dealt(20, (base) =>
      submit(
        client,
        token,
        row.id,
        { version: form.item.version, productId: form.declaredProduct.id, answers },
        base
      )
    )
    const statuses = responses.map((response) => response.status())
    assert.deepEqual(tally(statuses, 201), { won: 1, refused: 19, failed: 0 }, statuses.join(','))
    assert.lengthOf(await db.from('item_verifications').where('item_id', row.id), 1)
  }).timeout(120_000)
})
