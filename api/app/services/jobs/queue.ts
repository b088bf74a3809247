import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { sqlDateTime } from '#services/sql_time'
import { settings } from '#config/settings'

/**
 * The job queue of DESIGN.md §1. A job is written in the transaction of the change that calls for it (a
 * cart's confirmation e-mail goes only if the cart commits); a worker claims due jobs one at a time with
 * row locking (`FOR UPDATE SKIP LOCKED` on MySQL; SQLite serialises writers), runs the handler registered
 * for its type, and retries a failure later with a growing delay until its attempts are spent.
 */
export type JobHandler = (payload: Record<string, unknown>) => Promise<void>

const handlers = new Map<string, JobHandler>()

export function registerJob(type: string, handler: JobHandler) {
  handlers.set(type, handler)
}

export async function enqueue(
  type: string,
  payload: Record<string, unknown>,
  options: { client?: QueryClientContract; delaySeconds?: number; maxAttempts?: number } = {}
) {
  const now = DateTime.utc()
  await (options.client ?? db.connection())
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
}

interface JobRow {
  id: number
  type: string
  payload: string
  attempts: number
  max_attempts: number
}

/** Claims the oldest due job, or null. */
async function claim(): Promise<JobRow | null> {
  const now = sqlDateTime()
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
      .update({ status: 'running', locked_at: now, attempts: row.attempts + 1, updated_at: now })
    return Number(Array.isArray(claimed) ? claimed[0] : claimed) === 1 ? row : null
  })
}

/** A failure's message for the row, without what a message could carry of a secret. */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 1000)

async function runOne(row: JobRow) {
  const handler = handlers.get(row.type)
  const now = DateTime.utc()
  try {
    if (!handler) throw new Error(`No handler for job type "${row.type}"`)
    await handler(JSON.parse(row.payload))
    await db
      .from('jobs')
      .where('id', row.id)
      .update({ status: 'done', last_error: null, updated_at: sqlDateTime(now) })
  } catch (error) {
    const attempts = row.attempts + 1
    const spent = attempts >= row.max_attempts
    logger.warn({ job: row.id, type: row.type, attempts }, 'job failed: %s', reasonOf(error))
    await db
      .from('jobs')
      .where('id', row.id)
      .update({
        status: spent ? 'failed' : 'pending',
        run_at: sqlDateTime(now.plus({ seconds: 30 * 2 ** (attempts - 1) })),
        last_error: reasonOf(error),
        updated_at: sqlDateTime(now),
      })
  }
}

/** Runs every job due now, one after the other; answers how many ran. */
export async function runDueJobs(limit = 50) {
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
  let stopped = false
  let running: Promise<unknown> = Promise.resolve()
  const timer = setInterval(() => {
    if (stopped) return
    running = running.then(() => runDueJobs()).catch((error) => logger.error({ err: error }, 'job worker'))
  }, intervalMs)
  return async () => {
    stopped = true
    clearInterval(timer)
    await running
  }
}
