import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { existsSync, rmSync } from 'node:fs'
import mail from '@adonisjs/mail/services/main'
import {
  enqueue,
  once,
  registerJob,
  resumeTakingJobs,
  runDueJobs,
  stopTakingJobs,
} from '#services/jobs/queue'
import { apiPath } from '#config/settings'
import { messageIdOf } from '#services/mail/mail_frame'
import { purgeFinishedJobs } from '#services/jobs/housekeeping'
import { enqueueDueTicks, type Schedule } from '#services/jobs/scheduler'
import { sqlDateTime } from '#services/sql_time'
import { tokenOf } from '#tests/helpers/demo'

/**
 * The queue survives a crash. Run outside the tests' global transaction: on MySQL each worker
 * and scheduler then holds its own connection, as two processes would; what a test makes is removed after.
 */
const never = () => new Promise<never>(() => {})

/** Rows of the jobs of a type, oldest first. */
const jobsOf = (type: string) => db.from('jobs').where('type', type).orderBy('id')

async function removeJobs(type: string) {
  const ids = (await jobsOf(type)).map((job) => job.id)
  await db
    .from('job_effects')
    .whereIn(
      'job_key',
      ids.map((id) => `job:${id}`)
    )
    .delete()
  await db.from('jobs').where('type', type).delete()
}

/** Waits until `check` holds (the first worker reaching a point of its run). */
async function waitUntil(check: () => Promise<boolean>) {
  for (let tries = 0; tries < 200; tries++) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error('timed out')
}

/** Ends the lease of a running job, as time passing beyond it would. */
const leaseRunsOut = (id: number) =>
  db
    .from('jobs')
    .where('id', id)
    .update({ lease_until: sqlDateTime(DateTime.utc().minus({ seconds: 1 })) })

test.group('Jobs / a worker that dies', () => {
  test('its job is taken again once its lease runs out, and its effect happens once', async ({
    assert,
    cleanup,
  }) => {
    const type = `test_effect_${Date.now()}`
    cleanup(async () => {
      await db.from('list_versions').where('name', 'like', `${type}%`).delete()
      await removeJobs(type)
    })
    let runs = 0
    let effects = 0
    let dies = true
    let died = false
    registerJob(type, async (_payload, job) => {
      runs++
      await once(job.key, async (trx) => {
        effects++
        // A row keyed by the job: a second insert would break its primary key.
        await trx
          .insertQuery()
          .table('list_versions')
          .insert({ name: `${type}:${job.key}`, version: 1 })
      })
      // The first worker is killed after its work committed, before it could mark the job done.
      if (dies) {
        died = true
        await never()
      }
    })
    await enqueue(type, {})

    void runDueJobs()
    const [job] = await jobsOf(type)
    // Until the first worker is stuck for good: its effect row is visible to another connection a moment
    // before its own client hears of the commit (MySQL), when it would not have died yet.
    await waitUntil(async () => died)
    assert.isNotNull(await db.from('job_effects').where('job_key', `job:${job.id}`).first())
    const running = (await jobsOf(type))[0]
    assert.equal(running.status, 'running')
    assert.isNotNull(running.lease_until)

    dies = false
    await runDueJobs()
    assert.equal((await jobsOf(type))[0].status, 'running', 'not taken while its lease holds')
    assert.equal(runs, 1)

    await leaseRunsOut(job.id)
    await runDueJobs()
    const [done] = await jobsOf(type)
    assert.equal(done.status, 'done')
    assert.equal(done.attempts, 2)
    assert.equal(runs, 2, 'run again')
    assert.equal(effects, 1, 'its effect happened once')
    assert.lengthOf(await db.from('list_versions').where('name', 'like', `${type}%`), 1)
  })

  test('past its attempts, a job whose worker died ends failed with the reason', async ({
    assert,
    cleanup,
  }) => {
    const type = `test_dies_${Date.now()}`
    cleanup(() => removeJobs(type))
    registerJob(type, async () => never())
    await enqueue(type, {}, { maxAttempts: 1 })
    void runDueJobs()
    await waitUntil(async () => (await jobsOf(type))[0].status === 'running')
    const [job] = await jobsOf(type)
    await leaseRunsOut(job.id)
    await runDueJobs()
    const [failed] = await jobsOf(type)
    assert.equal(failed.status, 'failed')
    assert.include(failed.last_error, 'lease')
    assert.isNull(failed.lease_until)
  })
})

test.group('Jobs / a process that stops', (group) => {
  group.each.teardown(() => resumeTakingJobs())

  test('a job still running when the grace ends goes back to the queue at once, its attempt not spent', async ({
    assert,
    cleanup,
  }) => {
    const type = `test_stop_late_${Date.now()}`
    cleanup(() => removeJobs(type))
    registerJob(type, async () => never())
    await enqueue(type, {})
    void runDueJobs()
    await waitUntil(async () => (await jobsOf(type))[0].status === 'running')

    assert.isFalse(await stopTakingJobs(50), 'handed back')
    const [job] = await jobsOf(type)
    assert.equal(job.status, 'pending')
    assert.isNull(job.lease_until)
    assert.equal(job.attempts, 0)

    // Another process takes it at once, not after the lease.
    resumeTakingJobs()
    registerJob(type, async () => {})
    await runDueJobs()
    const [done] = await jobsOf(type)
    assert.equal(done.status, 'done')
    assert.equal(done.attempts, 1)
  })

  test('a job that ends within the grace is done, and no other job is taken after it', async ({
    assert,
    cleanup,
  }) => {
    const type = `test_stop_quick_${Date.now()}`
    cleanup(() => removeJobs(type))
    // Stopped once the handler runs: the row reads `running` from its claim, a moment before.
    let release: (() => void) | null = null
    registerJob(type, () => new Promise<void>((resolve) => (release = resolve)))
    await enqueue(type, {})
    await enqueue(type, {})
    const worker = runDueJobs()
    await waitUntil(async () => release !== null)

    const stopped = stopTakingJobs(10_000)
    release!()
    assert.isTrue(await stopped, 'nothing left running')
    await worker
    const [first, second] = await jobsOf(type)
    assert.equal(first.status, 'done')
    assert.equal(second.status, 'pending')
    assert.equal(second.attempts, 0)
  })
})

test.group('Jobs / an e-mail sent once', () => {
  test('a job that dies after sending its e-mail does not send it again when run again', async ({
    assert,
    cleanup,
  }) => {
    const type = `test_mail_${Date.now()}`
    let sends = 0
    let dies = true
    let messageId = ''
    registerJob(type, async (_payload, job) => {
      messageId = messageIdOf(job.key)
      await mail.send((message) => {
        message.messageId(messageId).to('once@example.test').subject('Once').text('Once.')
      })
      sends++
      // The worker dies between the send and the job's end.
      if (dies) throw new Error('process died')
    })
    await enqueue(type, {})
    const eml = () => apiPath(`tmp/outbox/${messageId.replace(/[^\w.-]/g, '')}.eml`)
    cleanup(async () => {
      await db.from('sent_messages').where('message_id', messageId).delete()
      rmSync(eml(), { force: true })
      await removeJobs(type)
    })

    await runDueJobs()
    assert.isTrue(existsSync(eml()), 'sent once')
    rmSync(eml())
    const [job] = await jobsOf(type)
    assert.equal(job.status, 'pending')

    dies = false
    await db.from('jobs').where('id', job.id).update({ run_at: sqlDateTime() })
    await runDueJobs()
    assert.equal((await jobsOf(type))[0].status, 'done')
    assert.isFalse(existsSync(eml()), 'not written again')
    assert.equal(sends, 2, 'the job ran twice')
    assert.lengthOf(await db.from('sent_messages').where('message_id', messageId), 1)
  })
})

test.group('Jobs / scheduler', () => {
  test('two processes scheduling the same window enqueue each tick once', async ({ assert, cleanup }) => {
    const type = `test_tick_${Date.now()}`
    const schedule: Schedule = { name: type, cron: '*/10 * * * * *', job: type }
    cleanup(async () => {
      await db.from('scheduled_ticks').where('name', type).delete()
      await removeJobs(type)
    })
    const after = new Date(Date.UTC(2026, 10, 25, 10, 0, 5))
    const until = new Date(Date.UTC(2026, 10, 25, 10, 1, 5))

    const [first, second] = await Promise.all([
      enqueueDueTicks([schedule], after, until),
      enqueueDueTicks([schedule], after, until),
    ])
    assert.equal(first + second, 6, 'six ticks in the minute, enqueued by one or the other')
    const jobs = await jobsOf(type)
    assert.lengthOf(jobs, 6)
    const ticks = jobs.map((job) => JSON.parse(job.payload).tickAt).sort()
    assert.deepEqual(ticks, [
      '2026-11-25T10:00:10.000Z',
      '2026-11-25T10:00:20.000Z',
      '2026-11-25T10:00:30.000Z',
      '2026-11-25T10:00:40.000Z',
      '2026-11-25T10:00:50.000Z',
      '2026-11-25T10:01:00.000Z',
    ])
    // A later look over an overlapping window adds only the new tick.
    const later = await enqueueDueTicks([schedule], after, new Date(Date.UTC(2026, 10, 25, 10, 1, 15)))
    assert.equal(later, 1)
  })

  test('the nightly purge removes old done jobs and ticks, keeps failed jobs and their effects', async ({
    assert,
    cleanup,
  }) => {
    const type = `test_purge_${Date.now()}`
    cleanup(() => removeJobs(type))
    const old = sqlDateTime(DateTime.utc().minus({ days: 31 }))
    await enqueue(type, { which: 'done' })
    await enqueue(type, { which: 'failed' })
    await enqueue(type, { which: 'recent' })
    const [done, failed, recent] = await jobsOf(type)
    await db.from('jobs').where('id', done.id).update({ status: 'done', updated_at: old })
    await db.from('jobs').where('id', failed.id).update({ status: 'failed', updated_at: old })
    await db.from('jobs').where('id', recent.id).update({ status: 'done' })
    for (const job of [done, failed]) {
      await db.table('job_effects').insert({ job_key: `job:${job.id}`, created_at: old })
    }

    await purgeFinishedJobs(30)
    assert.sameMembers(
      (await jobsOf(type)).map((job) => job.id),
      [failed.id, recent.id]
    )
    const effects = await db
      .from('job_effects')
      .whereIn('job_key', [`job:${done.id}`, `job:${failed.id}`])
      .select('job_key')
    assert.deepEqual(
      effects.map((row) => row.job_key),
      [`job:${failed.id}`]
    )
  })
})

test.group('Jobs / failed jobs of the platform admin', () => {
  test('the platform admin lists failed jobs, retries one once and discards another', async ({
    client,
    assert,
    cleanup,
  }) => {
    const type = `test_failed_${Date.now()}`
    cleanup(() => removeJobs(type))
    registerJob(type, async () => {
      throw new Error('Carrier unreachable')
    })
    await enqueue(type, { n: 1 }, { maxAttempts: 1 })
    await enqueue(type, { n: 2 }, { maxAttempts: 1 })
    await runDueJobs()
    const [first, second] = await jobsOf(type)
    assert.equal(first.status, 'failed')

    const token = await tokenOf(client, 'superadmin@reprise.test')
    const list = await client.get('/api/failed-jobs').qs({ type, _start: 0, _end: 25 }).bearerToken(token)
    list.assertStatus(200)
    list.assertHeader('x-total-count', '2')
    const row = list.body().find((one: { id: number }) => one.id === first.id)
    assert.include(row.lastError, 'Carrier unreachable')
    assert.deepEqual(row.payload, { n: 1 })

    ;(await client.post(`/api/failed-jobs/${first.id}/retry`).bearerToken(token)).assertStatus(200)
    const retried = (await jobsOf(type))[0]
    assert.equal(retried.status, 'pending')
    assert.equal(retried.attempts, 0)
    const again = await client.post(`/api/failed-jobs/${first.id}/retry`).bearerToken(token)
    again.assertStatus(409)
    assert.equal(again.body().code, 'conflict')

    ;(await client.delete(`/api/failed-jobs/${second.id}`).bearerToken(token)).assertStatus(204)
    assert.isNull(await db.from('jobs').where('id', second.id).first())
    ;(await client.delete(`/api/failed-jobs/${second.id}`).bearerToken(token)).assertStatus(404)
  })

  test("a retailer's admin may not see or touch the platform's jobs", async ({ client }) => {
    const token = await tokenOf(client, 'admin@demo-retail.test')
    ;(await client.get('/api/failed-jobs').bearerToken(token)).assertStatus(403)
    ;(await client.post('/api/failed-jobs/1/retry').bearerToken(token)).assertStatus(403)
    ;(await client.delete('/api/failed-jobs/1').bearerToken(token)).assertStatus(403)
  })
})
