import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { sqlDateTime } from '#services/sql_time'
import { settings } from '#config/settings'
import { changedRows } from '#services/raw_rows'
import { pollEvery } from '#services/jobs/poll'
import { isDatabaseBusy, isDatabaseUnavailable } from '#services/database_errors'
import { jobsFailed } from '#services/observability/metrics'

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

/** What this process's worker does now: whether it still takes jobs (not once stopping), and its job. */
const worker = { taking: true, current: null as { row: JobRow; run: Promise<void> } | null }
/** Runs handed back while their handler still ran: their end, if it comes, no longer touches the row. */
const handedBack = new WeakSet<JobRow>()

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
    // Handed back while stopping (it outlived the grace): the queue owns it again.
    if (handedBack.has(row)) return
    await db
      .from('jobs')
      .where('id', row.id)
      .update({ status: 'done', last_error: null, lease_until: null, updated_at: sqlDateTime(now) })
  } catch (error) {
    if (handedBack.has(row)) return
    if (databaseAway(error)) {
      unreleased.set(row.id, row.attempts)
      throw error
    }
    const attempts = row.attempts + 1
    const spent = attempts >= row.max_attempts
    logger.warn({ job: row.id, type: row.type, attempts }, 'job failed: %s', reasonOf(error))
    jobsFailed.labels(row.type).inc()
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

/** Runs every job due now, one after the other; answers how many ran. */
export async function runDueJobs(limit = 50) {
  for (const [id, attempts] of unreleased) await handBack(id, attempts)
  await reclaimExpiredLeases()
  let ran = 0
  for (; ran < limit && worker.taking; ran++) {
    const row = await claim()
    if (!row) break
    // Claimed as the process began to stop: back at once, for another process.
    if (!worker.taking) {
      await handBack(row.id, row.attempts)
      break
    }
    const run = runOne(row)
    worker.current = { row, run }
    await run.finally(() => (worker.current = null))
  }
  return ran
}

/**
 * The process is stopping (SIGTERM): no job is taken any more, and the job running now gets `graceMs` to
 * finish. Past it, it is handed back (pending, due now, its attempt not spent) rather than left `running`
 * until its lease runs out: another process takes it at once. Answers whether nothing is left running.
 */
export async function stopTakingJobs(graceMs: number) {
  worker.taking = false
  const current = worker.current
  if (!current) return true
  let timer: NodeJS.Timeout | undefined
  const finished = await Promise.race([
    current.run.then(
      () => true,
      () => true
    ),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))),
  ])
  clearTimeout(timer)
  if (finished) return true
  handedBack.add(current.row)
  await handBack(current.row.id, current.row.attempts)
  logger.warn({ job: current.row.id, type: current.row.type }, 'job handed back: the process stops')
  return false
}

/** Jobs are taken again (a worker started; a test after stopTakingJobs). */
export function resumeTakingJobs() {
  worker.taking = true
}

/**
 * The in-process worker of `npm start`: polls for due jobs until the application stops. Its stop takes the
 * grace the running job gets (stopTakingJobs), and waits for the poll loop only when that job ended.
 */
export function startWorker(intervalMs = 2000) {
  resumeTakingJobs()
  const stopPolling = pollEvery('job worker', intervalMs, () => runDueJobs())
  return async (graceMs: number) => {
    const polled = stopPolling()
    if (await stopTakingJobs(graceMs)) await polled
  }
}
