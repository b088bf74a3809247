import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { settings } from '#config/settings'
import { registerJob, enqueue, runDueJobs } from '#services/jobs/queue'
import { anonymousToken, tokenOf } from '#tests/helpers/demo'
import { isDatabaseBusy, isDatabaseUnavailable } from '#services/database_errors'
import { withoutDatabase } from '#tests/helpers/database_away'

/**
 * While the database cannot be reached, a request that needs it answers 503 with Retry-After and
 * `service_unavailable`, never 500, and the service is back as soon as the database is. The database is
 * taken away by pointing the application's connection where no database answers (a folder on SQLite, a
 * closed port on MySQL), then given back; tests/scale/db-outage.mjs kills a real MariaDB under writes.
 */
const UNAVAILABLE = {
  code: 'service_unavailable',
  message: 'The service is briefly unavailable; try again in a moment.',
}

test.group('Database away', () => {
  test('every request that needs the database answers 503 with Retry-After, health too; back after', async ({
    client,
    assert,
  }) => {
    const token = await tokenOf(client, 'wh.manager@demo-retail.test')
    const visitor = await anonymousToken(client)

    await withoutDatabase(async () => {
      const health = await client.get('/api/health')
      health.assertStatus(503)
      assert.equal(health.header('retry-after'), '5')

      const answers = await Promise.all([
        client.get('/api/stocks').bearerToken(token).header('Accept-Language', 'en'),
        client.post('/api/stocks').bearerToken(token).header('Accept-Language', 'en').json({ name: 'x' }),
        client.get('/api/storefront/categories').bearerToken(visitor).header('Accept-Language', 'en'),
        client
          .post('/api/auth/login')
          .header('Accept-Language', 'en')
          .json({ email: 'admin@demo-retail.test', password: 'Reprise-Demo-1' }),
      ])
      for (const answer of answers) {
        answer.assertStatus(503)
        answer.assertBody(UNAVAILABLE)
        assert.equal(answer.header('retry-after'), '5')
      }
      const french = await client.get('/api/stocks').bearerToken(token)
      assert.equal(
        french.body().message,
        'Le service est momentanément indisponible ; réessayez dans un instant.'
      )
    })

    ;(await client.get('/api/health')).assertStatus(200)
    ;(await client.get('/api/stocks').bearerToken(token)).assertStatus(200)
  })

  test('a write that cannot take the write lock in time answers 503 with Retry-After, not 500', async ({
    client,
    assert,
  }) => {
    assert.isTrue(isDatabaseBusy(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })))
    assert.isTrue(isDatabaseBusy({ code: 'SQLITE_BUSY_SNAPSHOT' }))
    assert.isTrue(isDatabaseBusy({ code: 'ER_LOCK_DEADLOCK' }))
    assert.isTrue(isDatabaseUnavailable({ code: 'PROTOCOL_CONNECTION_LOST', fatal: true }))
    assert.isTrue(isDatabaseUnavailable({ name: 'KnexTimeoutError', message: 'Knex: Timeout acquiring' }))
    assert.isTrue(isDatabaseUnavailable({ message: 'wrapped', cause: { code: 'ECONNREFUSED' } }))
    assert.isFalse(isDatabaseUnavailable({ code: 'ER_DUP_ENTRY' }))
    assert.isFalse(isDatabaseBusy(new Error('SQLITE_BUSY in a message only')))

    const token = await tokenOf(client, 'wh.manager@demo-retail.test')
    // Another process holds SQLite's write lock longer than this one waits for it.
    db.manager.add('other_process', db.manager.get(db.primaryConnectionName)!.config)
    const other = await db.connection('other_process').transaction()
    await db.rawQuery('pragma busy_timeout = 100')
    try {
      const refused = await client
        .post('/api/stocks')
        .bearerToken(token)
        .header('Accept-Language', 'en')
        .json({ name: `Étagère verrouillée ${Date.now()}` })
      refused.assertStatus(503)
      refused.assertBody(UNAVAILABLE)
      assert.equal(refused.header('retry-after'), '1')
    } finally {
      await other.rollback()
      await db.manager.release('other_process')
      await db.rawQuery('pragma busy_timeout = 5000')
    }
  }).skip(settings.dbConnection !== 'sqlite', 'SQLite only: its write lock')
})

test.group('Database away / jobs', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a job whose run meets the database away goes back to the queue unspent, and runs when it is back', async ({
    assert,
  }) => {
    let calls = 0
    registerJob('test_database_away', async () => {
      calls++
      if (calls === 1) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    })
    const id = await enqueue('test_database_away', {})
    await assert.rejects(() => runDueJobs())
    const held = await db.from('jobs').where('id', id).firstOrFail()
    assert.deepEqual([held.status, held.attempts], ['running', 1])

    await runDueJobs()
    const done = await db.from('jobs').where('id', id).firstOrFail()
    assert.deepEqual([done.status, done.attempts, calls], ['done', 1, 2])
  })
})
