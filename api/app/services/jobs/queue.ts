import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { sqlDateTime } from '#services/sql_time'
import { settings } from '#config/settings'
import BusinessError from '#exceptions/business_error'
import { changedRows } from '#services/raw_rows'
import { pollEvery } from '#services/jobs/poll'
import { isDatabaseBusy, isDatabaseUnavailable } from '#services/database_errors'

/**
 * The job queue of DESIGN.md §1. A job is written in the transaction of the change that calls for it (a
 * cart's confirmation e-mail goes only if the cart commits); a worker claims due jobs one at a time with
 * row locking (`FOR UPDATE SKIP LOCKED` on MySQL; SQLite serialises writers), runs the handler registered
 * for its type, and retries a failure later with a growing delay until its attempts are spent.
 *
 * A claim is a lease (settings.jobLeaseSeconds): a job still `running` when its lease has run out belongs
 * to a worker that died, and is taken again (or failed, past its attempts). A job may therefore run twice:
 * a handler does its work through `once(job.key, …)`, which records the job's key with the work in one
 * transaction, so a second run finds the key and does nothing.
 */
export interface JobContext {
  /** The job's idempotency key: the same for every run of this job. */
  key: string
}

export type JobHandler = (payload: Record<string, unknown>, job: JobContext) => Promise<void>

const handlers = new Map<string, JobHandler>()

export function registerJob(type: string, handler: JobHandler) {
  handlers.set(type, handler)
}

export const isRegistered = (type: string) => handlers.has(type)

export async function enqueue(
  type: string,
  payload: Record<string, unknown>,
  options: { client?: QueryClientContract; delaySeconds?: number; maxAttempts?: number } = {}
) {
  const now = DateTime.utc()
  const [id] = await (options.client ?? db.connection())
    .insertQuery()
    .table('jobs')
    .insert({
      type,
      payload: JSON.stringify(payload),
      status: 'pending',
      attempts: 0,
      max_attempts: options.maxAttempts ?? 5,
      run_at: sqlDateTime(now.plus({ seconds: options.delaySeconds ?? 0 })),
      created_at: sqlDateTime(now),
      updated_at: sqlDateTime(now),
    })
  return Number(id)
}

interface JobRow {
  id: number
  type: string
  payload: string
  attempts: number
  max_attempts: number
}

/**
 * Jobs whose worker died (a running job past its lease) go back to pending, or to failed when their attempts
 * are spent; each claim keeps its attempt, so a job that kills its worker every time ends failed.
 */
export async function reclaimExpiredLeases() {
  const now = sqlDateTime()
  const expired = () =>
    db.from('jobs').where('status', 'running').whereNotNull('lease_until').where('lease_until', '<', now)
  const reason = 'The worker stopped before finishing (its lease ran out).'
  await expired()
    .whereRaw('attempts >= max_attempts')
    .update({ status: 'failed', lease_until: null, last_error: reason, updated_at: now })
  await expired().update({ status: 'pending', lease_until: null, last_error: reason, updated_at: now })
}

/** Claims the oldest due job for one lease, or null. */
async function claim(): Promise<JobRow | null> {
  const now = sqlDateTime()
  const leaseUntil = sqlDateTime(DateTime.utc().plus({ seconds: settings.jobLeaseSeconds }))
  return db.transaction(async (trx) => {
    const query = trx
      .from('jobs')
      .where('status', 'pending')
      .where('run_at', '<=', now)
      .orderBy('id')
      .limit(1)
    if (settings.dbConnection === 'mysql') query.forUpdate().skipLocked()
    const row = (await query.first()) as JobRow | null
    if (!row) return null
    const claimed = await trx
      .from('jobs')
      .where('id', row.id)
      .where('status', 'pending')
      .update({
        status: 'running',
        locked_at: now,
        lease_until: leaseUntil,
        attempts: row.attempts + 1,
        updated_at: now,
      })
    return changedRows(claimed) === 1 ? row : null
  })
}

/** A failure's message for the row, without what a message could carry of a secret. */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 1000)

/**
 * Jobs this process took and could not hand back while the database was away, with their attempts before
 * the claim: handed back first when it answers again, so they run at once rather than after their lease.
 */
const unreleased = new Map<number, number>()

const databaseAway = (error: unknown) => isDatabaseUnavailable(error) || isDatabaseBusy(error)

/** A job back to the queue, due now, its attempt not spent: its run failed on the database, not its work. */
async function handBack(id: number, attempts: number) {
  const now = sqlDateTime()
  await db
    .from('jobs')
    .where('id', id)
    .where('status', 'running')
    .update({ status: 'pending', attempts, lease_until: null, run_at: now, updated_at: now })
  unreleased.delete(id)
}

async function runOne(row: JobRow) {
  const handler = handlers.get(row.type)
  const now = DateTime.utc()
  try {
    if (!handler) throw new Error(`No handler for job type "${row.type}"`)
    await handler(JSON.parse(row.payload), { key: `job:${row.id}` })
    await db
      .from('jobs')
      .where('id', row.id)
      .update({ status: 'done', last_error: null, lease_until: null, updated_at: sqlDateTime(now) })
  } catch (error) {
    if (databaseAway(error)) {
      unreleased.set(row.id, row.attempts)
      throw error
    }
    const attempts = row.attempts + 1
    const spent = attempts >= row.max_attempts
    logger.warn({ job: row.id, type: row.type, attempts }, 'job failed: %s', reasonOf(error))
    await db
      .from('jobs')
      .where('id', row.id)
      .update({
        status: spent ? 'failed' : 'pending',
        lease_until: null,
        run_at: sqlDateTime(now.plus({ seconds: 30 * 2 ** (attempts - 1) })),
        last_error: reasonOf(error),
        updated_at: sqlDateTime(now),
      })
  }
}

/**
 * Does `work` once for the job of `key`: the key is recorded in the work's transaction, so a job run again
 * (its first worker died after the work committed) finds it and does nothing. Work outside the database (an
 * e-mail sent) is done inside the transaction, last, and may be done again only if the worker dies between
 * doing it and committing.
 */
export async function once(key: string, work: (trx: TransactionClientContract) => Promise<void>) {
  await db.transaction(async (trx) => {
    if (await trx.from('job_effects').where('job_key', key).first()) return
    // Two runs at once: the second's insert meets the first's key and fails, to be retried and skip.
    await trx.insertQuery().table('job_effects').insert({ job_key: key, created_at: sqlDateTime() })
    await work(trx)
  })
}

/**
 * The queue's own housekeeping (a scheduled job, app/jobs/schedule.ts): done jobs, the ticks of the
 * schedules and the recorded effects of jobs that no longer exist, once older than `days`. A failed job is
 * kept (the platform admin retries or discards it) and so is its effect, so a retry still does its work once.
 */
export async function purgeFinishedJobs(days = 30) {
  const before = sqlDateTime(DateTime.utc().minus({ days }))
  await db.from('jobs').where('status', 'done').where('updated_at', '<', before).delete()
  await db.from('scheduled_ticks').where('tick_at', '<', before).delete()
  for (;;) {
    const keys: string[] = (
      await db.from('job_effects').where('created_at', '<', before).select('job_key').limit(500)
    ).map((row) => row.job_key)
    const ids = keys.map((key) => Number(key.replace(/^job:/, ''))).filter(Number.isInteger)
    const living = new Set(
      (await db.from('jobs').whereIn('id', ids).select('id')).map((row) => `job:${row.id}`)
    )
    const gone = keys.filter((key) => !living.has(key))
    if (gone.length) await db.from('job_effects').whereIn('job_key', gone).delete()
    if (keys.length < 500 || gone.length === 0) return
  }
}

/**
 * A failed job goes back to the queue, due now, with its attempts renewed; its key is unchanged, so work it
 * had done through `once` is not done again. Only a failed job: two admins retrying at once, one wins and
 * the other gets 409 `conflict`.
 */
export async function retryFailedJob(id: number) {
  const now = sqlDateTime()
  const updated = await db
    .from('jobs')
    .where('id', id)
    .where('status', 'failed')
    .update({ status: 'pending', attempts: 0, run_at: now, lease_until: null, updated_at: now })
  await failedJobTouched(id, updated)
}

/** A failed job is dropped for good (its work will not be done). */
export async function discardFailedJob(id: number) {
  const deleted = await db.from('jobs').where('id', id).where('status', 'failed').delete()
  await failedJobTouched(id, deleted)
}

/** 404 for a job that does not exist, 409 for one that is no longer failed (retried or discarded). */
async function failedJobTouched(id: number, result: unknown) {
  if (changedRows(result) === 1) return
  const exists = await db.from('jobs').where('id', id).first()
  throw exists ? new BusinessError('conflict', 409) : new BusinessError('not_found', 404)
}

/** Runs every job due now, one after the other; answers how many ran. */
export async function runDueJobs(limit = 50) {
  for (const [id, attempts] of unreleased) await handBack(id, attempts)
  await reclaimExpiredLeases()
  let ran = 0
  for (; ran < limit; ran++) {
    const row = await claim()
    if (!row) break
    await runOne(row)
  }
  return ran
}

/** The in-process worker of `npm start`: polls for due jobs until the application stops. */
export function startWorker(intervalMs = 2000) {
  return pollEvery('job worker', intervalMs, () => runDueJobs())
}
