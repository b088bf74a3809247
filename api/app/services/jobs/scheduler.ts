import { Cron } from 'croner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { enqueue } from '#services/jobs/queue'
import { pollEvery } from '#services/jobs/poll'
import { isDuplicateKey } from '#services/database_errors'
import { sqlDateTime } from '#services/sql_time'

/**
 * The scheduler of DESIGN.md §1: scheduled work only enqueues a job on the one queue. Every API process
 * that runs a worker also runs the scheduler; each tick of a schedule is recorded in `scheduled_ticks`
 * under its name and its planned time (not the time a process woke up), in the transaction that enqueues
 * its job, so the primary key lets one process enqueue it and the others skip it, however many run.
 */
export interface Schedule {
  /** Unique name, kept with each tick. */
  name: string
  /** Cron expression (croner: minute hour day month weekday, an optional leading second), in UTC. */
  cron: string
  /** The job type enqueued at each tick (app/jobs/index.ts). */
  job: string
  payload?: Record<string, unknown>
}

/** The planned ticks of a schedule in (after, until], oldest first. */
export function ticksBetween(schedule: Schedule, after: Date, until: Date): Date[] {
  const pattern = new Cron(schedule.cron, { paused: true, timezone: 'UTC' })
  const ticks: Date[] = []
  let next = pattern.nextRun(after)
  // A process asleep for long enqueues its missed ticks, a bounded number of them.
  while (next && next <= until && ticks.length < 100) {
    ticks.push(next)
    next = pattern.nextRun(next)
  }
  pattern.stop()
  return ticks
}

/** Enqueues one tick's job unless another process already did: answers whether this call enqueued it. */
export async function enqueueTick(schedule: Schedule, tickAt: Date) {
  try {
    await db.transaction(async (trx) => {
      await trx
        .insertQuery()
        .table('scheduled_ticks')
        .insert({ name: schedule.name, tick_at: sqlDateTime(tickAt) })
      await enqueue(
        schedule.job,
        { ...schedule.payload, tickAt: DateTime.fromJSDate(tickAt).toUTC().toISO() },
        { client: trx }
      )
    })
    return true
  } catch (error) {
    if (isDuplicateKey(error)) return false
    throw error
  }
}

/** Enqueues every tick of the schedules planned in (after, until]; answers how many this call enqueued. */
export async function enqueueDueTicks(schedules: readonly Schedule[], after: Date, until: Date) {
  let enqueued = 0
  for (const schedule of schedules) {
    for (const tick of ticksBetween(schedule, after, until)) {
      if (await enqueueTick(schedule, tick)) enqueued++
    }
  }
  return enqueued
}

/**
 * Runs the schedules in this process until stopped: every `intervalMs` it enqueues the ticks planned since
 * its last look (from its start: a tick planned while no process ran is not caught up).
 */
export function startScheduler(schedules: readonly Schedule[], intervalMs = 15_000) {
  let after = new Date()
  return pollEvery('job scheduler', intervalMs, async () => {
    const until = new Date()
    await enqueueDueTicks(schedules, after, until)
    after = until
  })
}
