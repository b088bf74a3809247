import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlDateTime } from '#services/sql_time'
import BusinessError from '#exceptions/business_error'
import { changedRows } from '#services/raw_rows'

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
    if (keys.length < 500 || gone.length === 0) break
  }
  await purgeSentMessages(before)
}

/** The record of e-mails sent (services/mail/once_transport.ts) of jobs gone, as for their effects. */
async function purgeSentMessages(before: string) {
  for (;;) {
    const ids: string[] = (
      await db.from('sent_messages').where('sent_at', '<', before).select('message_id').limit(500)
    ).map((row) => row.message_id)
    const jobOf = (id: string) => Number(/^<job-(\d+)@/.exec(id)?.[1])
    const living = new Set(
      (await db.from('jobs').whereIn('id', ids.map(jobOf).filter(Number.isInteger)).select('id')).map((row) =>
        Number(row.id)
      )
    )
    const gone = ids.filter((id) => !living.has(jobOf(id)))
    if (gone.length) await db.from('sent_messages').whereIn('message_id', gone).delete()
    if (ids.length < 500 || gone.length === 0) return
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
